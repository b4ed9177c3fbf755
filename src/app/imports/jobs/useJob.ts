import { useEffect, useState } from 'react';
import { request, type ApiHttpError } from '../../providers/http';
import { isFinished, type JobView } from './jobTypes';
import { nextPollDelay, PROGRESS_POLL, type PollPolicy } from './pollDelay';

/** Network hiccups tolerated in a row before the hook gives up (a 4xx ends polling at once). */
const MAX_FAILURES = 5;

/**
 * Follow a background job until it completes or fails: GET /api/jobs/:id at the policy's pace (PROGRESS_POLL: every
 * second, for progress bars). `error` is set when the job cannot be read (404 JOB_NOT_FOUND, repeated failures).
 */
export function useJob<R = Record<string, unknown>>(jobId: string | null, policy: PollPolicy = PROGRESS_POLL): { job: JobView<R> | null; error: ApiHttpError | null } {
  const [job, setJob] = useState<JobView<R> | null>(null);
  const [error, setError] = useState<ApiHttpError | null>(null);

  useEffect(() => {
    setJob(null);
    setError(null);
    if (!jobId) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay: number | null = null;
    let last = '';
    let failures = 0;

    const check = async () => {
      try {
        const next = await request<JobView<R>>(`/jobs/${jobId}`, { signal: abort.signal });
        failures = 0;
        const seen = `${next.status}:${next.done}:${next.total}`;
        setJob(next);
        if (isFinished(next)) return;
        delay = nextPollDelay(policy, delay, seen !== last);
        last = seen;
      } catch (err) {
        if (abort.signal.aborted) return;
        const httpError = err as ApiHttpError;
        const clientError = typeof httpError.statusCode === 'number' && httpError.statusCode >= 400 && httpError.statusCode < 500;
        if (clientError || ++failures >= MAX_FAILURES) {
          setError(httpError);
          return;
        }
        delay = nextPollDelay(policy, delay, false);
      }
      timer = setTimeout(check, delay ?? 1_000);
    };
    void check();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [jobId, policy]);

  return { job, error };
}
