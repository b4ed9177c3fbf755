import { dataOf } from '../../helpers/expectations';
import type { TestApp } from '../../helpers/testApp';

export interface Dayoff {
  id: string;
  userId: string;
  typeId: string;
  from: string;
  to: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  days: number;
  branch: string | null;
  review: { reviewerId: string; reason: string | null; at: string } | null;
  history: { kind: string; from?: string; to?: string; reviewerId?: string; reason?: string | null }[];
  attachments: string[];
}

/** A reason (type of dayoff) of company A, created by the owner. */
export async function createReason(t: TestApp, body: Record<string, unknown>): Promise<string> {
  const res = await t.call('POST', '/api/companies/typesOfDayoff', { token: t.tokenFor('owner'), body });
  return dataOf<{ id: string }>(res, 201).id;
}

export const createDayoff = (t: TestApp, as: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/dayoffs', { token: t.tokenFor(as), body });

export const review = (t: TestApp, as: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/dayoffs/addreview', { token: t.tokenFor(as), body });
