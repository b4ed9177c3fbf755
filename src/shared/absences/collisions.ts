import { minutesOfTime } from '../workday/zonedTime';
import { fieldError } from './fieldError';
import type { AbsenceFieldError, AbsenceRequest } from './types';

type Placed = Pick<AbsenceRequest, 'id' | 'userId' | 'from' | 'to' | 'partial' | 'status'>;

/**
 * DAYOFF_COLLIDES: two requests of the same person whose dates overlap, whatever their reasons. A rejected
 * request and the stored version of the same request never collide. Two part days of one date collide only
 * when their hours overlap (touching hours do not); a full day collides with any part day of its dates.
 */
export function requestsCollide(a: Placed, b: Placed): boolean {
  if (a.userId !== b.userId) return false;
  if (a.status === 'REJECTED' || b.status === 'REJECTED') return false;
  if (a.id !== undefined && a.id === b.id) return false;
  if (!(a.from <= b.to && b.from <= a.to)) return false;
  if (a.partial && b.partial) {
    return minutesOfTime(a.partial.startTime) < minutesOfTime(b.partial.endTime)
      && minutesOfTime(b.partial.startTime) < minutesOfTime(a.partial.endTime);
  }
  return true;
}

/** The other requests a request collides with. */
export function findCollisions<T extends Placed>(request: Placed, others: readonly T[]): T[] {
  return others.filter((o) => requestsCollide(request, o));
}

/** DAYOFF_COLLIDES on `from`, with the colliding requests' ids (the form shows which dates are taken). */
export function collisionErrors(request: Placed, others: readonly Placed[]): AbsenceFieldError[] {
  const found = findCollisions(request, others);
  if (!found.length) return [];
  return [fieldError('from', 'DAYOFF_COLLIDES', {
    requests: found.map((o) => o.id ?? '').filter(Boolean).join(','),
    from: found.reduce((m, o) => (o.from < m ? o.from : m), found[0].from),
    to: found.reduce((m, o) => (o.to > m ? o.to : m), found[0].to),
  })];
}
