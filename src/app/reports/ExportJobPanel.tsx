import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Space, notification } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { JobProgress } from '../imports/jobs/JobProgress';
import type { JobView } from '../imports/jobs/jobTypes';
import { useJob } from '../imports/jobs/useJob';
import { notifyFileReady } from '../shell/notifications/notifyFileReady';
import { saveFile } from '../shell/files/saveFile';

export interface ExportJobPanelProps {
  /** queues the export; answers its job */
  start: () => Promise<{ jobId: string }>;
  /** the finished job's file */
  download: (jobId: string) => Promise<{ blob: Blob; fileName: string }>;
  testId: string;
  runningText: (job: JobView<{ fileName?: string }>) => string;
}

/**
 * "Export XLSX" of every report: queues the export job, follows it with a progress bar, downloads the file once it
 * is ready, says so in a notification (the job ran in the background) and keeps a link to download it again.
 */
export function ExportJobPanel({ start, download, testId, runningText }: ExportJobPanelProps) {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { job, error } = useJob<{ fileName?: string }>(jobId);
  const saved = useRef<string | null>(null);
  // the latest `download` without re-running the effect below when the parent re-renders
  const downloadRef = useRef(download);
  downloadRef.current = download;

  const fetchFile = async (id: string, announce = false) => {
    try {
      const { blob, fileName } = await downloadRef.current(id);
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

  const queue = async () => {
    setStarting(true);
    try {
      setJobId((await start()).jobId);
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
        <Button icon={<FileExcelOutlined />} onClick={queue} loading={starting || running} data-testid={testId}>
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
          <JobProgress job={job} runningText={runningText(job)} />
        </div>
      ) : null}
    </Space>
  );
}
