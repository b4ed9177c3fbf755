import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../shell/session/useSession';
import { leaveSupport } from './supportMode';

/** In the app shell while provider staff are inside a company for support: whose data it is, and the way out. */
export function SupportBanner() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session?.support) return null;
  return (
    <Alert
      data-testid="support-banner"
      banner
      type="info"
      message={t('provider.supportBanner', { company: session.company?.name ?? '' })}
      action={<Button size="small" onClick={leaveSupport}>{t('provider.supportExit')}</Button>}
    />
  );
}
