import { useSyncExternalStore } from 'react';
import { fileJobs, type TrackedFileJob } from './fileJobs';

/** The latest followed job of an envelope or settlement, kept current by FileJobWatcher. */
export function useFileJob(envelopeId: string | undefined): TrackedFileJob | undefined {
  return useSyncExternalStore(fileJobs.subscribe, () => (envelopeId ? fileJobs.latestOf(envelopeId) : undefined));
}
