import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../shell/menu/CountBadge';

/** Company › Documents: how many documents wait for somebody to be given to. */
export default function UnassignedCountBadge() {
  const { t } = useTranslation();
  return (
    <CountBadge
      url="/document-hub-service/documents/unassigned"
      query={{ limit: 1 }}
      pick={(data) => (data as { count?: number } | undefined)?.count}
      tooltip={t('documenthub.unassignedTitle')}
      testId="unassigned-badge"
    />
  );
}
