import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Space, notification } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { JobProgress } from '../imports/jobs/JobProgress';
import { useJob } from '../imports/jobs/useJob';
import { notifyFileReady } from '../shell/notifications/notifyFileReady';
import { saveFile } from '../team/collaboratorApi';
import { downloadExport, startExport, type ReportKind, type ReportQuery } from './reportsApi';

/**
 * "Export XLSX": queues the export job, follows it with a progress bar, downloads the file once it is ready, says so
 * in a notification and keeps a link to download it again.
 */
export function ExportPanel({ kind, query }: { kind: ReportKind; query: ReportQuery }) {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { job, error } = useJob<{ fileName?: string; rows?: number }>(jobId);
  const saved = useRef<string | null>(null);

  const fetchFile = async (id: string, announce = false) => {
    try {
      const { blob, fileName } = await downloadExport(id);
      saveFile(blob, fileName);
      // the first download of a finished job says so: the job ran in the background
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
      const { jobId: id } = await startExport(kind, query);
      setJobId(id);
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
        <Button icon={<FileExcelOutlined />} onClick={start} loading={starting || running} data-testid={`export-${kind}`}>
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
          <JobProgress job={job} runningText={t('reports.export.running', { done: job.done, total: job.total })} />
        </div>
      ) : null}
    </Space>
  );
}
