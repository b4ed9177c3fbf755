import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Colours of the states: green free, blue in someone's hands, orange at the repairer, grey out of use. */
export const STATUS_COLOURS: Record<string, string> = { AVAILABLE: 'green', ASSIGNED: 'blue', MANTAINANCE: 'orange', NOT_AVAILABLE: 'default' };

/** An article's state as a coloured tag with the screen's wording (MANTAINANCE reads "under repair"). */
export function StatusTag({ status }: { status: unknown }) {
  const { t } = useTranslation();
  if (typeof status !== 'string') return null;
  return <Tag color={STATUS_COLOURS[status] ?? 'default'} data-testid="article-status" data-status={status}>{t(`articles.enums.status.${status}`)}</Tag>;
}
