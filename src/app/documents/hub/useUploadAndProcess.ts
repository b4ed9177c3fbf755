import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../../providers/http';
import { fileJobs } from '../../jobs/fileJobs';
import { hubApi } from './hubApi';

/**
 * Upload PDFs into an envelope and queue their processing: each group of the upload gets its job, followed by the
 * FileJobWatcher (progress, notifications). `percent` is the transfer's progress, null when idle.
 */
export function useUploadAndProcess(envelopeId: string, title: string, onQueued: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (files: File[]) => {
    setPercent(0);
    try {
      const { groups } = await hubApi.upload(envelopeId, files, setPercent);
      for (const group of groups) {
        const { job } = await hubApi.process(group.id);
        fileJobs.track({ id: job.id, envelopeId, isSettlement: false, title });
      }
      onQueued();
    } catch (err) {
      message.error((err as ApiHttpError).message || t('documenthub.failed'));
    } finally {
      setPercent(null);
    }
  };
  return { upload, percent };
}
