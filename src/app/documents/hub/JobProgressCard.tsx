import { Alert, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isActive } from '../../jobs/fileJobs';
import { useFileJob } from '../../jobs/useFileJob';

/** The progress of the latest upload of an envelope or settlement being split and matched, with its counts. */
export function JobProgressCard({ envelopeId }: { envelopeId: string }) {
  const { t } = useTranslation();
  const job = useFileJob(envelopeId);
  if (!job) return null;
  if (job.status === 'failed') {
    return <Alert type="error" showIcon message={t('documenthub.notices.failed', { title: job.title })} description={job.error ? t(`errors.${job.error}`, { defaultValue: job.error }) : undefined} />;
  }
  if (!isActive(job)) return null;
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="job-progress">
      <Typography.Text>{job.status === 'pending' ? t('documenthub.progress.queued') : t('documenthub.progress.running', { done: job.done, total: job.total })}</Typography.Text>
      <Progress percent={percent} status="active" />
    </Space>
  );
}
