import { TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The not-read list of one handbook (/help/handbooks/unread, UnreadHandbooksPage), filtered to it. */
export const unreadPathOf = (handbookId: string): string => `/help/handbooks/unread?handbookId=${encodeURIComponent(handbookId)}`;

/**
 * "Who has not read it" on a billboard resource marked as handbook (its page and its edit form): nothing for any
 * other resource. Whoever sees the resource's pages may read the report (both need `communication-resources` GET).
 */
export function HandbookUnreadLink({ record }: { record?: Record<string, unknown> }) {
  const { t } = useTranslation();
  if (record?.handbook !== true || record.id === undefined) return null;
  return (
    <Link to={unreadPathOf(String(record.id))} data-testid="handbook-unread-link">
      <Button icon={<TeamOutlined />}>{t('help.unreadReport')}</Button>
    </Link>
  );
}
