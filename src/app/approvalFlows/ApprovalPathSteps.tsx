import { Steps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalPath } from './approvalFlowsApi';

const STATUS = { done: 'finish', current: 'process', upcoming: 'wait', skipped: 'wait' } as const;

/** A request's path (or a preview of one): each step with who decides it and where the request is. */
export function ApprovalPathSteps({ path }: { path: ApprovalPath }) {
  const { t } = useTranslation();
  const rejected = path.status === 'rejected';
  return (
    <Steps
      direction="vertical"
      size="small"
      current={path.currentStep}
      data-testid="approval-path"
      items={path.steps.map((s, i) => ({
        status: rejected && i === path.currentStep ? 'error' : STATUS[s.state],
        title: (
          <span>
            {s.name || (s.fallback ? t('approvalFlows.path.fallback') : t('approvalFlows.path.step', { n: i + 1 }))}{' '}
            <Tag>{t(`approvalFlows.rule.${s.rule}`)}</Tag>
            {s.state === 'current' && <Tag color="blue">{t('approvalFlows.path.here')}</Tag>}
            {s.state === 'skipped' && <Tag>{t('approvalFlows.path.skipped')}</Tag>}
            {s.escalatedAt && <Tag color="orange">{t('approvalFlows.path.escalated')}</Tag>}
          </span>
        ),
        description: (
          <Typography.Text type="secondary" data-testid={`approval-path-step-${i}`}>
            {s.approvers.length ? s.approvers.map((a) => (s.approvedBy.some((b) => b.id === a.id) ? `${a.name} ✓` : a.name)).join(', ') : t('approvalFlows.path.nobody')}
            {s.substitutions.filter((x) => x.by).map((x) => ` · ${t('approvalFlows.path.delegated', { away: x.for.name, by: x.by?.name ?? '' })}`).join('')}
          </Typography.Text>
        ),
      }))}
    />
  );
}
