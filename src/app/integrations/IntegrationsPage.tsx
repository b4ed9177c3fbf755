import { ApiOutlined, ArrowRightOutlined, CodeOutlined, KeyOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Col, Descriptions, Flex, Row, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IntegrationSummary } from '../../shared/integrations/catalog';
import { PageFrame } from '../team/PageFrame';
import { useApiData } from '../engine/query/useApiData';

dayjs.extend(relativeTime);

/** Where an integration is set up, when it has a screen of its own. */
const SET_UP_AT: Partial<Record<IntegrationSummary['key'], string>> = { webhooks: '/integrations/webhooks', apiKeys: '/integrations/api-keys' };

/**
 * /integrations — each integration the company can use (payroll provider, performance and data visualisation tools,
 * calendar feeds, time clocks): whether it is on, what is set up, its last activity and the last 30 days' exchanges,
 * failed ones in red; each opens its exchanges (/integrations-transactions/{key}). docs/api/integrations.md
 */
export default function IntegrationsPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useApiData<{ integrations: IntegrationSummary[] }>('/integrations');
  const setting = (key: string, value: unknown) => {
    if (typeof value === 'boolean') return t(`integrations.settingValues.${key}.${value}`);
    return String(value ?? '—');
  };
  return (
    <PageFrame title={t('integrations.title')} extra={<Space>
      <Link to="/integrations/developers" data-testid="integrations-developers"><Button icon={<CodeOutlined />}>{t('developers.link')}</Button></Link>
      <Link to="/integrations/api-keys" data-testid="integrations-api-keys"><Button icon={<KeyOutlined />}>{t('apikeys.link')}</Button></Link>
      <Link to="/integrations/webhooks" data-testid="integrations-webhooks"><Button icon={<SendOutlined />}>{t('integrations.webhooksLink')}</Button></Link>
    </Space>}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('integrations.subtitle')}</Typography.Text>
        {error ? <Alert type="error" showIcon message={error.message} /> : null}
        {loading || !data ? <Skeleton active /> : (
          <Row gutter={[16, 16]}>
            {data.integrations.map((i) => (
              <Col key={i.key} xs={24} md={12} xl={8}>
                <Card
                  data-testid={`integration-${i.key}`}
                  // a long name wraps beside its state instead of being cut ("Herramienta de desem…")
                  styles={{ title: { whiteSpace: 'normal' } }}
                  title={<Space><ApiOutlined />{t(`integrations.keys.${i.key}.name`)}</Space>}
                  extra={<Badge status={i.state === 'active' ? 'success' : 'default'} text={t(`integrations.state.${i.state}`)} />}
                  actions={[
                    <Link key="tx" to={`/integrations-transactions/${i.key}`} data-testid={`integration-${i.key}-transactions`}>{t('integrations.transactions')} <ArrowRightOutlined /></Link>,
                    ...(SET_UP_AT[i.key] ? [<Link key="setup" to={SET_UP_AT[i.key]!}>{t('integrations.setUp')} <ArrowRightOutlined /></Link>] : []),
                  ]}
                >
                  <Typography.Paragraph type="secondary" style={{ minHeight: 44 }}>{t(`integrations.keys.${i.key}.description`)}</Typography.Paragraph>
                  {/* a long label wraps; the value keeps its width (a card a third of the page left "No" one letter a line) */}
                  <Descriptions size="small" column={1} styles={{ label: { flexShrink: 1, whiteSpace: 'normal' }, content: { flexShrink: 0, minWidth: 'max-content' } }}>
                    {Object.entries(i.settings).map(([k, v]) => <Descriptions.Item key={k} label={t(`integrations.settings.${k}`)}>{setting(k, v)}</Descriptions.Item>)}
                    <Descriptions.Item label={t('integrations.lastActivity')}>{i.lastActivityAt ? dayjs(i.lastActivityAt).fromNow() : t('integrations.never')}</Descriptions.Item>
                    <Descriptions.Item label={t('integrations.last30Days')}>
                      <Space size={4}>
                        <Tag color="green">{t('integrations.okCount', { count: i.last30Days.ok })}</Tag>
                        {i.last30Days.failed ? <Tag color="red" data-testid={`integration-${i.key}-failed`}>{t('integrations.failedCount', { count: i.last30Days.failed })}</Tag> : null}
                      </Space>
                    </Descriptions.Item>
                  </Descriptions>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Flex>
    </PageFrame>
  );
}
