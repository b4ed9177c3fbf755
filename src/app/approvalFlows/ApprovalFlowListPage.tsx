import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { approvalFlowsApi, type ApprovalFlow } from './approvalFlowsApi';
import { canWriteFlows } from './canWriteFlows';
import { DelegatesCard } from './DelegatesCard';

/** /aproval-flows: the company's approval flows in the order they are tried, linked from Settings, and the approvers' delegates. */
export default function ApprovalFlowListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [flows, setFlows] = useState<ApprovalFlow[] | null>(null);
  const canWrite = canWriteFlows();
  useEffect(() => {
    const ctl = new AbortController();
    approvalFlowsApi.list(ctl.signal).then((r) => setFlows(r.flows)).catch(() => setFlows([]));
    return () => ctl.abort();
  }, []);
  return (
    <>
      <Card
        title={t('approvalFlows.title')}
        extra={canWrite && <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/aproval-flow/new')} data-testid="approval-flow-new">{t('approvalFlows.new')}</Button>}
      >
        <Typography.Paragraph type="secondary">{t('approvalFlows.intro')}</Typography.Paragraph>
        <Table<ApprovalFlow>
          rowKey="id"
          loading={flows === null}
          dataSource={flows ?? []}
          pagination={false}
          locale={{ emptyText: t('approvalFlows.empty') }}
          columns={[
            { key: 'name', title: t('approvalFlows.field.name'), render: (_, f) => <Link to={`/aproval-flow/${f.id}`}>{f.name}</Link> },
            { key: 'type', title: t('approvalFlows.field.requestType'), render: (_, f) => t(`approvalFlows.requestType.${f.requestType}`) },
            { key: 'priority', title: t('approvalFlows.field.priority'), dataIndex: 'priority' },
            { key: 'steps', title: t('approvalFlows.field.steps'), render: (_, f) => f.steps.length },
            { key: 'active', title: t('approvalFlows.field.active'), render: (_, f) => <Space>{f.active ? <Tag color="green">{t('approvalFlows.active')}</Tag> : <Tag>{t('approvalFlows.inactive')}</Tag>}</Space> },
          ]}
        />
      </Card>
      <DelegatesCard />
    </>
  );
}
