import { Card, Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** How to subscribe in the three calendar apps people use. */
export function SubscribeHelp() {
  const { t } = useTranslation();
  const items = (['google', 'outlook', 'apple'] as const).map((app) => ({
    key: app,
    label: t(`calendarFeeds.help.${app}`),
    children: <Typography.Paragraph style={{ margin: 0 }}>{t(`calendarFeeds.help.${app}Steps`)}</Typography.Paragraph>,
  }));
  return (
    <Card size="small" title={t('calendarFeeds.help.title')} data-testid="feed-help">
      <Collapse items={items} defaultActiveKey={['google']} size="small" />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>{t('calendarFeeds.help.privacy')}</Typography.Paragraph>
    </Card>
  );
}
