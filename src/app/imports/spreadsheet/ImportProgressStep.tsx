import { Alert, Button, Result, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ImportJobResult } from '../../../shared/imports';
import { JobProgress } from '../jobs/JobProgress';
import { useJob } from '../jobs/useJob';

/** Step 3: the import job's progress (polled every second), then how many collaborators it created. */
export function ImportProgressStep({ jobId, onAnother, onBack, onImported }: { jobId: string; onAnother: () => void; onBack: () => void; onImported: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { job, error } = useJob<ImportJobResult>(jobId);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const completed = job?.status === 'completed';
  useEffect(() => {
    if (completed) onImported();
  }, [completed, onImported]);

  if (error) return <Alert type="error" showIcon message={t('imports.data.progress.lost')} description={error.message} action={<Button onClick={onAnother}>{t('imports.data.progress.another')}</Button>} />;

  if (job?.status === 'completed') {
    const created = job.result?.created ?? job.total;
    return (
      <Result
        status="success"
        title={t('imports.data.progress.completed')}
        subTitle={<span data-testid="import-created">{t('imports.data.progress.created', { count: created, formatted: number(created) })}</span>}
        extra={[
          <Button type="primary" key="team" onClick={() => navigate('/team')}>{t('imports.data.progress.goToTeam')}</Button>,
          <Button key="again" onClick={onAnother}>{t('imports.data.progress.another')}</Button>,
        ]}
      />
    );
  }

  if (job?.status === 'failed') {
    return (
      <Result
        status="error"
        title={t(`errors.${job.error ?? 'INTERNAL_ERROR'}`)}
        subTitle={t('imports.data.progress.failed')}
        extra={[
          <Button type="primary" key="back" onClick={onBack}>{t('imports.data.steps.review')}</Button>,
          <Button key="again" onClick={onAnother}>{t('imports.data.progress.another')}</Button>,
        ]}
      />
    );
  }

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640, margin: '32px auto', display: 'flex' }}>
      <Result status="info" title={t('imports.data.progress.title')} style={{ paddingBottom: 0 }} />
      <JobProgress
        job={job ?? { status: 'pending', done: 0, total: 0, error: null }}
        runningText={job ? t('imports.data.progress.running', { done: number(job.done), total: number(job.total) }) : undefined}
      />
    </Space>
  );
}
