/**
 * The file jobs the browser follows (spec §3 "Background job", §4): uploads of documents and slips being split and
 * matched on the server. Kept in sessionStorage so a reload (or another page) keeps following them; the watcher
 * (FileJobWatcher) polls each one and writes its state here; pages read it with useFileJob.
 */
export type FileJobStatus = 'pending' | 'running' | 'completed' | 'failed';

export interface TrackedFileJob {
  /** the job's id (GET /jobs/:id) */
  id: string;
  envelopeId: string;
  isSettlement: boolean;
  /** what the user called it (the envelope's or settlement's title) */
  title: string;
  status: FileJobStatus;
  done: number;
  total: number;
  result: { pages?: number; documents?: number; unassigned?: number; failed?: number } | null;
  error: string | null;
}

const KEY = 'hr.fileJobs';
const listeners = new Set<() => void>();
let cache: TrackedFileJob[] | null = null;

function read(): TrackedFileJob[] {
  if (cache) return cache;
  try {
    cache = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as TrackedFileJob[];
  } catch {
    cache = [];
  }
  return cache;
}

function write(jobs: TrackedFileJob[]): void {
  // finished jobs are kept a while (a page opened later still shows how it ended), at most the last 20
  cache = jobs.slice(-20);
  sessionStorage.setItem(KEY, JSON.stringify(cache));
  listeners.forEach((l) => l());
}

export const fileJobs = {
  all: read,
  /** start following a job queued by an upload */
  track(job: { id: string; envelopeId: string; isSettlement: boolean; title: string }): void {
    if (read().some((j) => j.id === job.id)) return;
    write([...read(), { ...job, status: 'pending', done: 0, total: 0, result: null, error: null }]);
  },
  update(id: string, patch: Partial<TrackedFileJob>): void {
    write(read().map((j) => (j.id === id ? { ...j, ...patch } : j)));
  },
  /** the latest job of an envelope or settlement */
  latestOf: (envelopeId: string): TrackedFileJob | undefined => [...read()].reverse().find((j) => j.envelopeId === envelopeId),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const isActive = (job: Pick<TrackedFileJob, 'status'>): boolean => job.status === 'pending' || job.status === 'running';

/** Each status notification shows once per job (spec §4), even across reloads. */
const SHOWN_KEY = 'hr.fileJobNotices';
export function firstTimeFor(jobId: string, notice: string): boolean {
  let shown: string[] = [];
  try {
    shown = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as string[];
  } catch {
    shown = [];
  }
  const key = `${jobId}:${notice}`;
  if (shown.includes(key)) return false;
  sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...shown.slice(-200), key]));
  return true;
}
