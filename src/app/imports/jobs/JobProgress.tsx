import { LoadingOutlined } from '@ant-design/icons';
import { Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobView } from './jobTypes';

/**
 * A job's progress bar with its status in words: queued, "n of total", finished or failed (with the error's
 * message). `runningText` words the running state for the job's kind of rows.
 */
export function JobProgress({ job, runningText }: { job: Pick<JobView, 'status' | 'done' | 'total' | 'error'>; runningText?: string }) {
  const { t } = useTranslation();
  const percent = job.status === 'completed' ? 100 : job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  const status = job.status === 'failed' ? 'exception' : job.status === 'completed' ? 'success' : 'active';
  const text =
    job.status === 'failed'
      ? t(`errors.${job.error ?? 'INTERNAL_ERROR'}`)
      : job.status === 'running' && runningText
        ? runningText
        : t(`imports.jobs.status.${job.status}`);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="job-progress" data-status={job.status}>
      <Progress percent={percent} status={status} />
      <Typography.Text type={job.status === 'failed' ? 'danger' : 'secondary'}>
        {/* the bar may rest while the database commits (PGlite): the spinner says the job is alive */}
        {(job.status === 'pending' || job.status === 'running') && <LoadingOutlined style={{ marginRight: 8 }} />}
        {text}
      </Typography.Text>
    </Space>
  );
}
