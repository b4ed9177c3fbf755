import type { Review } from '../../../src/shared/reviews';
import { dataOf } from '../../helpers/expectations';
import type { TestApp } from '../../helpers/testApp';
import { at, daysAgo, mark, postMarks } from '../workdays/attendanceHelpers';

export type { Review };

export interface ReviewPage {
  reviews: Review[];
  count: number;
  counts: { PENDING: number; APPROVED: number; REJECTED: number };
}

export function listReviews(t: TestApp, body: unknown = {}, username = 'owner') {
  return t.call('POST', '/api/workdays/reviews/getFiltered', { token: t.tokenFor(username), body });
}

export async function reviewPage(t: TestApp, body: unknown = {}, username = 'owner'): Promise<ReviewPage> {
  return dataOf<ReviewPage>(await listReviews(t, body, username));
}

export function decide(t: TestApp, id: string, body: unknown, username = 'owner', locale?: string) {
  return t.call('PATCH', `/api/workdays/reportErrorRekognition/addreview/${id}`, { token: t.tokenFor(username), body, locale });
}

export function decideMany(t: TestApp, body: unknown, username = 'owner') {
  return t.call('PATCH', '/api/workdays/reportErrorRekognition/addreview', { token: t.tokenFor(username), body });
}

/** A check-in with no check-out `n` days ago: the workday closes automatically with a PENDING MISSING_CHECK_OUT review. */
export async function forgetCheckOut(t: TestApp, userId: string, n: number, username = 'owner') {
  dataOf(await postMarks(t, mark({ userId, at: at(daysAgo(n), '08:00'), type: 'CHECK_IN' }), username), 201);
}

/** Two check-ins in a row `n` days ago: the second is ignored and reported as CHECK_IN_WHILE_OPEN. */
export async function doubleCheckIn(t: TestApp, userId: string, n: number) {
  const date = daysAgo(n);
  dataOf(await postMarks(t, { marks: [
    mark({ userId, at: at(date, '08:00'), type: 'CHECK_IN' }),
    mark({ userId, at: at(date, '08:05'), type: 'CHECK_IN' }),
    mark({ userId, at: at(date, '16:00'), type: 'CHECK_OUT' }),
  ] }));
}
