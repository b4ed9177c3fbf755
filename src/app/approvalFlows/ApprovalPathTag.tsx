import { Popover, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalFlowsApi, type ApprovalPath } from './approvalFlowsApi';
import { ApprovalPathSteps } from './ApprovalPathSteps';

/** Where a request is on its approval flow ("Step 1 of 2"); its whole path (steps, who, decisions) on hover or click. */
export function ApprovalPathTag({ requestId, step, steps }: { requestId: string; step: number; steps: number }) {
  const { t } = useTranslation();
  const [path, setPath] = useState<ApprovalPath | null>(null);
  const load = (open: boolean) => {
    if (open && !path) approvalFlowsApi.path('absence', requestId).then(setPath).catch(() => undefined);
  };
  return (
    <Popover trigger={['hover', 'click']} onOpenChange={load} title={t('approvalFlows.path.title')} content={path ? <div style={{ minWidth: 260 }}><ApprovalPathSteps path={path} /></div> : <Spin size="small" />}>
      <Tag color="blue" style={{ cursor: 'pointer' }} data-testid="approval-step-tag">{t('approvalFlows.path.stepOf', { n: step + 1, total: steps })}</Tag>
    </Popover>
  );
}
