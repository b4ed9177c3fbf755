import { App, Button } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../providers/http';
import { FILE_JOB_POLL, nextPollDelay } from '../imports/jobs/pollDelay';
import { menuCountsChanged } from '../shell/menu/menuCounts';
import { fileJobs, firstTimeFor, isActive, type TrackedFileJob } from './fileJobs';

type JobAnswer = Pick<TrackedFileJob, 'status' | 'done' | 'total' | 'result' | 'error'>;

/** Where "Review now" goes. */
const pageOf = (job: TrackedFileJob) => (job.isSettlement ? `/company/salary/${job.envelopeId}` : `/company/document/${job.envelopeId}`);

/**
 * Follows every file job of the session wherever the user is (mounted once in the main layout): polls each with the
 * spec's schedule (every second while it moves; then 5 s, ×1.5 while nothing changes, up to 60 s) and shows each
 * status notification once per job — upload started (10 s), processing, finished with "Review now", or the error.
 */
export function FileJobWatcher() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const jobs = useSyncExternalStore(fileJobs.subscribe, fileJobs.all);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const notify = (job: TrackedFileJob) => {
      const key = `file-job-${job.id}`;
      if (job.status === 'pending' && firstTimeFor(job.id, 'started')) {
        notification.info({ key, message: t('documenthub.notices.started', { title: job.title }), description: t('documenthub.notices.startedHint'), duration: 10 });
      } else if (job.status === 'running' && firstTimeFor(job.id, 'processing')) {
        notification.info({ key, message: t('documenthub.notices.processing', { title: job.title }), duration: 4 });
      } else if (job.status === 'completed' && firstTimeFor(job.id, 'finished')) {
        const r = job.result ?? {};
        notification.success({
          key,
          message: t('documenthub.notices.finished', { title: job.title }),
          description: t('documenthub.notices.processed', { documents: r.documents ?? 0, unassigned: r.unassigned ?? 0 }),
          duration: 0,
          btn: (
            <Button type="primary" size="small" onClick={() => { notification.destroy(key); navigate(pageOf(job)); }} data-testid="review-now">
              {t('documenthub.notices.reviewNow')}
            </Button>
          ),
        });
      } else if (job.status === 'failed' && firstTimeFor(job.id, 'failed')) {
        notification.error({ key, message: t('documenthub.notices.failed', { title: job.title }), description: job.error ? t(`errors.${job.error}`, { defaultValue: job.error }) : undefined, duration: 0 });
      }
    };

    const map = timers.current;
    for (const job of jobs) {
      notify(job);
      if (!isActive(job) || map.has(job.id)) continue;
      let delay: number | null = null;
      let last = '';
      const check = async () => {
        try {
          const answer = await request<JobAnswer>(`/jobs/${job.id}`);
          const seen = `${answer.status}:${answer.done}:${answer.total}`;
          fileJobs.update(job.id, { status: answer.status, done: answer.done, total: answer.total, result: answer.result, error: answer.error });
          if (!isActive(answer)) {
            map.delete(job.id);
            menuCountsChanged(); // new documents may wait to be assigned
            return;
          }
          delay = nextPollDelay(FILE_JOB_POLL, delay, seen !== last);
          last = seen;
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode ?? 0;
          if (status >= 400 && status < 500) {
            // the job is gone (another session's, a reset database): stop following it
            fileJobs.update(job.id, { status: 'failed', error: 'JOB_NOT_FOUND' });
            map.delete(job.id);
            return;
          }
          delay = nextPollDelay(FILE_JOB_POLL, delay, false); // a network hiccup: try again later
        }
        map.set(job.id, setTimeout(check, delay));
      };
      map.set(job.id, setTimeout(check, 1_000));
    }
  }, [jobs, t, notification, navigate]);

  useEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), []);
  return null;
}
