import { fileJobs } from '../../jobs/fileJobs';
import { useFileUpload } from '../../jobs/useFileUpload';
import { hubApi } from './hubApi';

/** Upload PDFs into an envelope and queue each group's processing (followed by FileJobWatcher). */
export function useUploadAndProcess(envelopeId: string, title: string, onQueued: () => void) {
  return useFileUpload(async (files, onProgress) => {
    await uploadAndProcess(envelopeId, title, files, onProgress);
    onQueued();
  });
}

/** The calls: upload, then one processing job per group, each followed. */
export async function uploadAndProcess(envelopeId: string, title: string, files: File[], onProgress: (percent: number) => void): Promise<void> {
  const { groups } = await hubApi.upload(envelopeId, files, onProgress);
  for (const group of groups) {
    const { job } = await hubApi.process(group.id);
    fileJobs.track({ id: job.id, envelopeId, isSettlement: false, title });
  }
}
