import { useNotification } from '@refinedev/core';
import { App, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { RejectModal } from './RejectModal';
import { dayoffDecisionApi, pendingChanged, type PendingDayoff } from './pendingApi';
import type { BulkAnswer, Decision } from './reviewApi';

/**
 * Approve or reject absence requests, one or many. A refusal shows the server's localized message (spec §8: nobody
 * decides their own request); a bulk lists which requests were decided and which were refused, and why.
 */
export function useDayoffDecisions(onDone: () => void) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  // the bulk report lists names and reasons: antd's own notification takes that as a node
  const { notification } = App.useApp();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PendingDayoff[] | null>(null);

  const finish = useCallback(() => {
    onDone();
    pendingChanged();
  }, [onDone]);

  /** The toast of a bulk answer: how many were decided, then each refused request with its reason. */
  const report = useCallback((rows: PendingDayoff[], res: BulkAnswer, decision: Decision) => {
    const nameOf = (id: string) => rows.find((r) => r.id === id)?.userName ?? id;
    const refused = res.results.filter((r) => r.status === 'skipped');
    const description: ReactNode = refused.length ? (
      <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="bulk-refused">
        {refused.map((r) => <li key={r.id}><Typography.Text strong>{nameOf(r.id)}</Typography.Text>: {t(`errors.${r.code ?? 'NOT_FOUND'}`)}</li>)}
      </ul>
    ) : undefined;
    notification[res.updated ? 'success' : 'error']({
      message: t(decision === 'APPROVED' ? 'approvals.toasts.approved' : 'approvals.toasts.rejected', { count: res.updated }),
      description,
    });
  }, [notification, t]);

  const approve = useCallback(async (rows: PendingDayoff[]) => {
    if (rows.length === 1) setBusyId(rows[0].id);
    try {
      if (rows.length === 1) {
        await dayoffDecisionApi.decide(rows[0].id, 'APPROVED');
        notify?.({ type: 'success', message: t('approvals.toasts.approvedOne', { name: rows[0].userName }) });
      } else {
        report(rows, await dayoffDecisionApi.decideMany(rows.map((r) => r.id), 'APPROVED'), 'APPROVED');
      }
    } catch (e) {
      notify?.({ type: 'error', message: t('approvals.toasts.failed'), description: (e as ApiHttpError).message });
    } finally {
      setBusyId(null);
      finish();
    }
  }, [finish, notify, report, t]);

  const submitReject = useCallback(async (reason: string) => {
    const rows = rejecting ?? [];
    // errors thrown here stay in the modal (a missing reason on its field, a self-review above the form)
    if (rows.length === 1) {
      await dayoffDecisionApi.decide(rows[0].id, 'REJECTED', reason);
      notify?.({ type: 'success', message: t('approvals.toasts.rejected', { count: 1 }) });
    } else {
      report(rows, await dayoffDecisionApi.decideMany(rows.map((r) => r.id), 'REJECTED', reason), 'REJECTED');
    }
    setRejecting(null);
    finish();
  }, [finish, notify, rejecting, report, t]);

  const modal = (
    <RejectModal
      open={!!rejecting}
      count={rejecting?.length ?? 1}
      title={t('approvals.reject.title', { count: rejecting?.length ?? 1 })}
      onCancel={() => setRejecting(null)}
      onSubmit={submitReject}
    />
  );
  return { approve, reject: (rows: PendingDayoff[]) => setRejecting(rows), busyId, modal };
}
