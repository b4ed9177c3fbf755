import { fileJobs } from '../jobs/fileJobs';
import { useFileUpload } from '../jobs/useFileUpload';
import { salaryApi } from './salaryApi';

/** Send a settlement's slips file (or files): stored, checked and queued; the job is followed by FileJobWatcher. */
export function useSettlementUpload(settlementId: string, title: string, onQueued: () => void) {
  return useFileUpload(async (files, onProgress) => {
    await uploadSlips(settlementId, title, files, onProgress);
    onQueued();
  });
}

export async function uploadSlips(settlementId: string, title: string, files: File[], onProgress: (percent: number) => void): Promise<void> {
  const { job } = await salaryApi.upload(settlementId, files, onProgress);
  fileJobs.track({ id: job.id, envelopeId: settlementId, isSettlement: true, title });
}
