import { Link } from 'react-router';
import { APP_NAME, DEFAULT_HOME } from '../shell/config';

/** The logo, linking to the dashboard (spec §2); `compact` shows the mark only. */
export function Logo({ compact, to = DEFAULT_HOME }: { compact: boolean; to?: string }) {
  return (
    <Link to={to} aria-label={APP_NAME} style={{ display: 'inline-flex', alignItems: 'center', height: 40 }}>
      <img src={compact ? '/logo-compact.svg' : '/logo-full.svg'} alt={APP_NAME} height={36} width={compact ? 36 : 140} />
    </Link>
  );
}
