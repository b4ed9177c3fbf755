import { useNotification } from '@refinedev/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { RejectModal } from './RejectModal';
import { reviewApi, type Review } from './reviewApi';

/**
 * Approve, reject (through the reason modal) and bulk-approve, with their toasts. `onDone` runs after every
 * decision that reached the server (even a refused one: the list then shows the report's real state).
 */
export function useReviewDecisions(onDone: () => void): {
  approve: (review: Review) => Promise<void>;
  reject: (reviews: Review[] | string[]) => void;
  approveMany: (ids: string[]) => Promise<boolean>;
  busyId: string | null;
  bulkBusy: boolean;
  modal: ReactNode;
} {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [rejecting, setRejecting] = useState<string[] | null>(null);

  const failed = useCallback((e: unknown) => {
    notify?.({ type: 'error', message: t('reviews.toasts.failed'), description: (e as ApiHttpError).message });
  }, [notify, t]);

  const approve = useCallback(async (review: Review) => {
    setBusyId(review.id);
    try {
      await reviewApi.decide(review.id, 'APPROVED');
      notify?.({ type: 'success', message: t('reviews.toasts.approved', { name: review.userName }) });
    } catch (e) {
      failed(e);
    } finally {
      setBusyId(null);
      onDone();
    }
  }, [failed, notify, onDone, t]);

  const approveMany = useCallback(async (ids: string[]) => {
    setBulkBusy(true);
    try {
      const res = await reviewApi.decideMany(ids, 'APPROVED');
      notify?.({
        type: 'success',
        message: t('reviews.toasts.approvedMany', { count: res.updated }),
        description: res.skipped ? t('reviews.toasts.skipped', { count: res.skipped }) : undefined,
      });
      return true;
    } catch (e) {
      failed(e);
      return false;
    } finally {
      setBulkBusy(false);
      onDone();
    }
  }, [failed, notify, onDone, t]);

  const submitReject = useCallback(async (reason: string) => {
    const ids = rejecting ?? [];
    if (ids.length === 1) await reviewApi.decide(ids[0], 'REJECTED', reason);
    else await reviewApi.decideMany(ids, 'REJECTED', reason);
    // errors above stay in the modal (the reason's message shows on its field)
    notify?.({ type: 'success', message: t('reviews.toasts.rejected', { count: ids.length }) });
    setRejecting(null);
    onDone();
  }, [notify, onDone, rejecting, t]);

  const reject = useCallback((reviews: Review[] | string[]) => {
    setRejecting(reviews.map((r) => (typeof r === 'string' ? r : r.id)));
  }, []);

  const modal = (
    <RejectModal
      open={!!rejecting}
      count={rejecting?.length ?? 1}
      onCancel={() => setRejecting(null)}
      onSubmit={submitReject}
    />
  );
  return { approve, reject, approveMany, busyId, bulkBusy, modal };
}
