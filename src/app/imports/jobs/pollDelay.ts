/**
 * How often to ask a job for news (spec §9 "Job polling"): every second while a user watches a progress bar, or
 * the background way, starting at 5 s and waiting 1.5× longer each time nothing changed, up to 60 s.
 */
export type PollPolicy =
  | { kind: 'every'; ms: number }
  /** `changedMs`: the wait after an answer that changed (default initialMs) */
  | { kind: 'backoff'; initialMs: number; factor: number; maxMs: number; changedMs?: number };

/** A progress bar the user is looking at (imports): 1 s. */
export const PROGRESS_POLL: PollPolicy = { kind: 'every', ms: 1_000 };
/** A job that finishes while the user does something else (long exports, file processing). */
export const BACKGROUND_POLL: PollPolicy = { kind: 'backoff', initialMs: 5_000, factor: 1.5, maxMs: 60_000 };

/**
 * A file being processed (documents, slips: spec §9): checked every second while it moves, then from 5 s, 1.5×
 * longer each time nothing changed, up to a minute.
 */
export const FILE_JOB_POLL: PollPolicy = { kind: 'backoff', initialMs: 5_000, factor: 1.5, maxMs: 60_000, changedMs: 1_000 };

/** The wait before the next check; `changed` = the last answer differed from the one before. */
export function nextPollDelay(policy: PollPolicy, previousMs: number | null, changed: boolean): number {
  if (policy.kind === 'every') return policy.ms;
  const changedMs = policy.changedMs ?? policy.initialMs;
  if (previousMs === null || changed) return changedMs;
  if (previousMs < policy.initialMs) return policy.initialMs;
  return Math.min(policy.maxMs, Math.round(previousMs * policy.factor));
}
