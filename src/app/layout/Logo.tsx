import { Link } from 'react-router';
import { APP_NAME, DEFAULT_HOME } from '../shell/config';

/** The company's own logos (spec §3 image, hugeLogo), when it has them. */
export interface LogoImages {
  name?: string | null;
  image?: string | null;
  hugeLogo?: string | null;
}

/**
 * The logo, linking to the dashboard (spec §2); `compact` shows the mark only. With a company's images: its large
 * logo when wide (else its logo), its logo when compact (else the large one); the product's logo without them.
 * `testId`: the app header's logo by default; the public pages (login, maintenance) name theirs apart, since the
 * login page stays on screen for a moment under the app's address while the signed-in app renders.
 */
export function Logo({ compact, to = DEFAULT_HOME, company, testId = 'header-logo' }: { compact: boolean; to?: string; company?: LogoImages; testId?: string }) {
  const own = compact ? company?.image ?? company?.hugeLogo : company?.hugeLogo ?? company?.image;
  const name = company?.name || APP_NAME;
  return (
    <Link to={to} aria-label={name} style={{ display: 'inline-flex', alignItems: 'center', height: 40 }} data-testid={testId}>
      {own ? (
        <img src={own} alt={name} style={{ height: 36, width: 'auto', maxWidth: compact ? 40 : 180, objectFit: 'contain' }} />
      ) : (
        <img src={compact ? '/logo-compact.svg' : '/logo-full.svg'} alt={APP_NAME} height={36} width={compact ? 36 : 140} />
      )}
    </Link>
  );
}
