import { describe, expect, it } from 'vitest';
import {
  collisionErrors, findCollisions, limitErrors, requestShapeErrors, requestsCollide, validateAbsenceRequest,
  type AbsenceRequestContext,
} from '../../../../src/shared/absences';
import { matrix, request } from './fixtures';

const part = (date: string, startTime: string, endTime: string, extra = {}) => request(date, date, { partial: { startTime, endTime }, ...extra });

describe('collisions (DAYOFF_COLLIDES)', () => {
  it('two requests of one person collide when their dates overlap, whatever the reason', () => {
    expect(requestsCollide(request('2024-05-06', '2024-05-10'), request('2024-05-10', '2024-05-14', { typeId: 'other' }))).toBe(true);
    expect(requestsCollide(request('2024-05-06', '2024-05-10'), request('2024-05-01', '2024-05-20'))).toBe(true);
    expect(requestsCollide(request('2024-05-06', '2024-05-10'), request('2024-05-11', '2024-05-14'))).toBe(false);
  });

  it('never with another person, a rejected request or the stored version of the same request', () => {
    const mine = request('2024-05-06', '2024-05-10', { id: 'a' });
    expect(requestsCollide(mine, request('2024-05-06', '2024-05-10', { userId: 'u2' }))).toBe(false);
    expect(requestsCollide(mine, request('2024-05-06', '2024-05-10', { status: 'REJECTED' }))).toBe(false);
    expect(requestsCollide(mine, request('2024-05-06', '2024-05-10', { status: 'APPROVED' }))).toBe(true);
    expect(requestsCollide(mine, request('2024-05-07', '2024-05-08', { id: 'a' }))).toBe(false);
  });

  it('two part days of one date collide only when their hours overlap; a full day collides with any part day', () => {
    expect(requestsCollide(part('2024-05-06', '09:00', '12:00'), part('2024-05-06', '11:00', '13:00'))).toBe(true);
    expect(requestsCollide(part('2024-05-06', '09:00', '12:00'), part('2024-05-06', '12:00', '14:00'))).toBe(false);
    expect(requestsCollide(part('2024-05-06', '09:00', '12:00'), part('2024-05-07', '09:00', '12:00'))).toBe(false);
    expect(requestsCollide(part('2024-05-08', '09:00', '10:00'), request('2024-05-06', '2024-05-10'))).toBe(true);
  });

  it('answers the colliding requests on the `from` field', () => {
    const others = [request('2024-05-08', '2024-05-09', { id: 'b' }), request('2024-05-20', '2024-05-21', { id: 'c' }), request('2024-05-03', '2024-05-06', { id: 'd' })];
    expect(findCollisions(request('2024-05-06', '2024-05-10'), others).map((o) => o.id)).toEqual(['b', 'd']);
    expect(collisionErrors(request('2024-05-06', '2024-05-10'), others)).toEqual([{
      field: 'from', code: 'DAYOFF_COLLIDES', message: 'errors.DAYOFF_COLLIDES', params: { requests: 'b,d', from: '2024-05-03', to: '2024-05-09' },
    }]);
    expect(collisionErrors(request('2024-05-11', '2024-05-12'), others)).toEqual([]);
  });
});

describe('dates, hours and limits', () => {
  it('refuses malformed or reversed dates and part days over several dates or with reversed hours', () => {
    expect(requestShapeErrors(request('2024-02-30', '2024-03-01')).map((e) => [e.field, e.code])).toEqual([['from', 'format']]);
    expect(requestShapeErrors(request('2024-05-10', '2024-05-06')).map((e) => [e.field, e.code])).toEqual([['to', 'DATE_RANGE_INVALID']]);
    expect(requestShapeErrors(request('2024-05-06', '2024-05-07', { partial: { startTime: '09:00', endTime: '11:00' } })).map((e) => e.code))
      .toEqual(['PARTIAL_DAY_SINGLE_DATE']);
    expect(requestShapeErrors(part('2024-05-06', '12:00', '12:00')).map((e) => [e.field, e.code])).toEqual([['partial.endTime', 'TIME_RANGE_INVALID']]);
    expect(requestShapeErrors(part('2024-05-06', '9:00', '25:00')).map((e) => e.field)).toEqual(['partial.startTime', 'partial.endTime']);
    expect(requestShapeErrors(part('2024-05-06', '09:00', '12:30'))).toEqual([]);
  });

  it('EXCEEDS_DAYOFF_LIMIT when one request counts more than the reason allows; null is no limit', () => {
    expect(limitErrors(3, 3)).toEqual([]);
    expect(limitErrors(3.5, 3)).toEqual([{ field: 'to', code: 'EXCEEDS_DAYOFF_LIMIT', message: 'errors.EXCEEDS_DAYOFF_LIMIT', params: { limit: 3, days: 3.5 } }]);
    expect(limitErrors(400, null)).toEqual([]);
  });
});

describe('validateAbsenceRequest', () => {
  const base: AbsenceRequestContext = { reason: { maxDays: 5, dayCounting: 'LABORAL_DAYS' }, others: [], calendar: {} };

  it('counts the limit as the reason counts: 7 dates over a weekend are 5 working days but 7 calendar days', () => {
    const week = request('2024-05-06', '2024-05-12');
    expect(validateAbsenceRequest(week, base)).toMatchObject({ errors: [], count: { days: 5 } });
    const calendar = validateAbsenceRequest(week, { ...base, reason: { maxDays: 5, dayCounting: 'CALENDAR_DAYS' } });
    expect(calendar.errors.map((e) => e.code)).toEqual(['EXCEEDS_DAYOFF_LIMIT']);
  });

  it('stops at wrong dates and reports collisions with the count', () => {
    expect(validateAbsenceRequest(request('2024-05-10', '2024-05-06'), base)).toMatchObject({ count: null, errors: [{ code: 'DATE_RANGE_INVALID' }] });
    const check = validateAbsenceRequest(request('2024-05-06', '2024-05-08'), { ...base, others: [request('2024-05-08', '2024-05-08', { id: 'x' })] });
    expect(check.errors.map((e) => e.code)).toEqual(['DAYOFF_COLLIDES']);
    expect(check.count?.days).toBe(3);
  });

  it('a vacation needs a matrix and an ingress date', () => {
    const vacation = { ...base, reason: { maxDays: null, dayCounting: 'LABORAL_DAYS' as const, isVacation: true } };
    expect(validateAbsenceRequest(request('2024-05-06', '2024-05-08'), vacation).errors.map((e) => [e.field, e.code])).toEqual([
      ['userId', 'USER_WITHOUT_VACATION_MATRIX'], ['userId', 'USER_WITHOUT_INGRESS_DATE'],
    ]);
    const noIngress = { ...vacation, vacation: { matrix: matrix('ALL_AT_ONCE'), ingressDate: null } };
    expect(validateAbsenceRequest(request('2024-05-06', '2024-05-08'), noIngress).errors.map((e) => e.code)).toEqual(['USER_WITHOUT_INGRESS_DATE']);
  });

  it('a vacation is counted as the matrix says and checked against the balance, pending requests included', () => {
    const ctx: AbsenceRequestContext = {
      reason: { maxDays: null, dayCounting: 'LABORAL_DAYS', isVacation: true },
      others: [],
      calendar: {},
      vacation: {
        matrix: matrix('ALL_AT_ONCE', { dayCounting: 'CALENDAR_DAYS', expiry: { kind: 'MONTHS_AFTER_CYCLE', months: 1 } }),
        ingressDate: '2023-01-01',
        balance: { today: '2024-03-01', requests: [{ id: 'p', from: '2024-02-05', days: 4, status: 'PENDING' }] },
      },
    };
    // 2023's days are gone on 1 February; 2024 grants 15 (1 to 5 years); 4 pending: 11 calendar days fit, 12 do not
    const fits = validateAbsenceRequest(request('2024-06-01', '2024-06-11'), ctx);
    expect(fits).toMatchObject({ errors: [], count: { days: 11 } });
    const tooMany = validateAbsenceRequest(request('2024-06-01', '2024-06-12'), ctx);
    expect(tooMany.errors).toEqual([{
      field: 'to', code: 'INSUFFICIENT_VACATION_BALANCE', message: 'errors.INSUFFICIENT_VACATION_BALANCE',
      params: { shortBy: 1, date: '2024-06-01', available: 11 },
    }]);
  });
});
