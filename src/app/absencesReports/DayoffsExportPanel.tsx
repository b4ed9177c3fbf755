import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Space, notification } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { JobProgress } from '../imports/jobs/JobProgress';
import { useJob } from '../imports/jobs/useJob';
import { notifyFileReady } from '../shell/notifications/notifyFileReady';
import { saveFile } from '../team/collaboratorApi';
import { downloadDayoffsExport, startDayoffsExport, type AbsencesQuery } from './absencesApi';

/** "Export XLSX" as the workday reports do it: queue the job, show progress, download when ready, keep a link. */
export function DayoffsExportPanel({ query }: { query: AbsencesQuery }) {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { job, error } = useJob<{ fileName?: string }>(jobId);
  const saved = useRef<string | null>(null);

  const fetchFile = async (id: string, announce = false) => {
    try {
      const { blob, fileName } = await downloadDayoffsExport(id);
      saveFile(blob, fileName);
      if (announce) notifyFileReady(fileName, () => saveFile(blob, fileName));
    } catch (err) {
      notification.error({ message: (err as ApiHttpError).message });
    }
  };

  useEffect(() => {
    if (job?.status === 'completed' && jobId && saved.current !== jobId) {
      saved.current = jobId;
      void fetchFile(jobId, true);
    }
  }, [job?.status, jobId]);
  useEffect(() => {
    if (error) notification.error({ message: error.message });
  }, [error]);

  const start = async () => {
    setStarting(true);
    try {
      setJobId((await startDayoffsExport(query)).jobId);
    } catch (err) {
      notification.error({ message: (err as ApiHttpError).message });
    } finally {
      setStarting(false);
    }
  };

  const running = !!job && (job.status === 'pending' || job.status === 'running');
  return (
    <Space direction="vertical">
      <Space wrap>
        <Button icon={<FileExcelOutlined />} onClick={start} loading={starting || running} data-testid="export-dayoffs">
          {t('reports.export.button')}
        </Button>
        {job?.status === 'completed' && jobId ? (
          <Button type="link" icon={<DownloadOutlined />} onClick={() => fetchFile(jobId)} data-testid="export-download">
            {t('reports.export.download', { fileName: job.result?.fileName ?? '' })}
          </Button>
        ) : null}
      </Space>
      {job && job.status !== 'completed' ? (
        <div style={{ width: 360 }}>
          <JobProgress job={job} runningText={t('absencesreports.running')} />
        </div>
      ) : null}
    </Space>
  );
}
