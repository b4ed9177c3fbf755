import { ApiError, fieldError } from '../../http/apiError';

/**
 * A caller limited to some units (an administrator of the north, a store manager) speaks only to them: their posts
 * and flyers are addressed to chosen units inside their scope, and they cannot change or move one addressed to the
 * whole company or to units beyond theirs (403 on the audience). Unrestricted callers address anyone.
 */
export function assertAudienceInScope(record: Record<string, unknown>, scope: ReadonlySet<string> | null): void {
  if (!scope) return;
  if (record.audience !== 'UNITS') throw new ApiError(403, 'FORBIDDEN', { errors: [fieldError('audience', 'FORBIDDEN')] });
  const units = Array.isArray(record.unitIds) ? record.unitIds : [];
  if (units.some((u) => typeof u !== 'string' || !scope.has(u))) throw new ApiError(403, 'FORBIDDEN', { errors: [fieldError('unitIds', 'FORBIDDEN')] });
}
