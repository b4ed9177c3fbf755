import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { fileJobs } from '../jobs/fileJobs';
import { salaryApi } from './salaryApi';

/** Send a settlement's slips file (or files): stored, checked and queued; the job is followed by FileJobWatcher. */
export function useSettlementUpload(settlementId: string, title: string, onQueued: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (files: File[]) => {
    setPercent(0);
    try {
      const { job } = await salaryApi.upload(settlementId, files, setPercent);
      fileJobs.track({ id: job.id, envelopeId: settlementId, isSettlement: true, title });
      onQueued();
    } catch (err) {
      message.error((err as ApiHttpError).message || t('documenthub.failed'));
    } finally {
      setPercent(null);
    }
  };
  return { upload, percent };
}
