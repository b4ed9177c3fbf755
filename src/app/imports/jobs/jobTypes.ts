/** A background job as GET /api/jobs/:id answers it (src/server/jobs/types.ts JobView, dates as text). */
export interface JobView<R = Record<string, unknown>> {
  id: string;
  type: string;
  status: 'pending' | 'running' | 'completed' | 'failed';
  done: number;
  total: number;
  result: R | null;
  /** an error code: the message is errors.<code> */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export const isFinished = (job: Pick<JobView, 'status'>): boolean => job.status === 'completed' || job.status === 'failed';
