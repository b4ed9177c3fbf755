import type { RequestFacts } from '../../../shared/approvalFlows';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { startRequestApproval } from './approvalRows';
import { decideOnFlow } from './flowDecisions';
import { repickApproval } from './repickApproval';

type Row = Record<string, unknown>;

/** The facts of an absence request a flow is chosen on: its person, unit, reason and days. */
export const absenceFacts = (r: Row): RequestFacts => ({
  requestType: 'absence', requesterId: String(r.userId), unitId: (r.branch as string | null) ?? null,
  typeId: (r.typeId as string | null) ?? null, days: typeof r.days === 'number' ? r.days : Number(r.days ?? 0),
});

/** Starts the path of a new PENDING absence request when a flow applies (in the request's transaction). */
export async function startAbsenceApproval(tx: Db, companyId: string, record: Row): Promise<boolean> {
  if (record.status !== 'PENDING') return false;
  return (await startRequestApproval(tx, companyId, String(record.id), absenceFacts(record))) !== null;
}

/** A decision on a PENDING absence request: see decideOnFlow. */
export const decideAbsenceOnFlow = (tx: Db, auth: AuthContext, row: Row, decision: 'APPROVED' | 'REJECTED', reason: string | null | undefined) =>
  decideOnFlow(tx, auth, absenceFacts(row), String(row.id), decision, reason);

/** An edit of a PENDING absence request (its reason, days or unit as now): re-picks its flow, see repickApproval. */
export const repickAbsenceApproval = (tx: Db, auth: AuthContext, record: Row) => repickApproval(tx, auth, absenceFacts(record), String(record.id));
