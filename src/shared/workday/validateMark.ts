import { fieldError } from './fieldError';
import { isMarkTypeAllowed, type RegistryType } from './registryTypes';
import { MARK_SOURCES, MARK_TYPES, type MarkSource, type MarkType, type WorkdayFieldError } from './types';
import { parseInstant } from './zonedTime';

/** Device clocks drift: a mark this far ahead of the server's clock is still accepted. */
export const MARK_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Checks one incoming mark before it is stored: shape, a known type (MARK_TYPE_INVALID, also when the device's
 * registry type does not take it), an instant with offset, not in the future beyond the allowed skew.
 */
export function validateMark(mark: Record<string, unknown>, now: number, registry?: RegistryType): WorkdayFieldError[] {
  const errors: WorkdayFieldError[] = [];
  for (const field of ['id', 'userId'] as const) {
    if (typeof mark[field] !== 'string' || !(mark[field] as string).trim()) errors.push(fieldError(field, 'required'));
  }
  const at = parseInstant(mark.at);
  if (mark.at === undefined) errors.push(fieldError('at', 'required'));
  else if (at === null) errors.push(fieldError('at', 'format', { format: 'date-time' }));
  else if (at > now + MARK_CLOCK_SKEW_MS) errors.push(fieldError('at', 'FUTURE_DATE_NOT_VALID'));

  const type = mark.type as MarkType;
  if (!MARK_TYPES.includes(type) || (registry && !isMarkTypeAllowed(registry, type))) {
    errors.push(fieldError('type', 'MARK_TYPE_INVALID'));
  }
  if (!MARK_SOURCES.includes(mark.source as MarkSource)) errors.push(fieldError('source', 'enum'));

  if (mark.position !== undefined) {
    const p = (mark.position ?? {}) as Record<string, unknown>;
    const inRange = (v: unknown, limit: number) => typeof v === 'number' && Math.abs(v) <= limit;
    if (!inRange(p.lat, 90)) errors.push(fieldError('position.lat', 'format', { format: 'latitude' }));
    if (!inRange(p.lng, 180)) errors.push(fieldError('position.lng', 'format', { format: 'longitude' }));
    if (p.accuracy !== undefined && !(typeof p.accuracy === 'number' && p.accuracy >= 0)) {
      errors.push(fieldError('position.accuracy', 'format', { format: 'number' }));
    }
  }
  return errors;
}
