import { and, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { VERIFY_METHODS } from '../../../../shared/devices';
import type { FilterValue } from '../../../../shared/listQuery';
import { addDays, isLocalDate, parseInstant } from '../../../../shared/workday/zonedTime';
import { anyUuid } from '../../../db/jsonRows';
import { devicePunches, users } from '../../../db/schema';
import type { NormalizedListQuery } from '../../../engine/listQuery';
import { fieldError, validationError } from '../../../http/apiError';

type Ops = Partial<Record<string, unknown>>;
const opsOf = (v: FilterValue): Ops => (v !== null && typeof v === 'object' ? (v as Ops) : { eq: v });
const bad = (field: string, code = 'type') => validationError([fieldError(`filters.${field}`, code)]);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `value` or `{ in: [...] }` of strings → the list. */
function stringsOf(field: string, v: FilterValue, check?: (s: string) => boolean): string[] {
  const ops = opsOf(v);
  const list = ops.in !== undefined ? ops.in : [ops.eq];
  if (!Array.isArray(list) || !list.length || list.some((s) => typeof s !== 'string' || (check && !check(s)))) throw bad(field);
  return list as string[];
}

/**
 * The filters of a device's punch list (docs/api/devices.md). Every range ends as a range of `at`, so the page is
 * read through device_punches_company_device_at_idx: a local date range widens to the instants that can carry it
 * (±14 h of UTC) and is then matched exactly on the device-local time.
 */
export function punchConditions(query: NormalizedListQuery): SQL[] {
  const conds: SQL[] = [];
  for (const [field, value] of Object.entries(query.filters)) {
    const ops = opsOf(value);
    switch (field) {
      case 'date': {
        const [from, to] = Array.isArray(ops.between) ? ops.between : [ops.gte ?? ops.eq, ops.lte ?? ops.eq];
        if ((from !== undefined && !isLocalDate(from)) || (to !== undefined && !isLocalDate(to))) throw bad(field);
        if (from !== undefined) conds.push(gte(devicePunches.localTime, `${from as string} 00:00:00`), gte(devicePunches.at, new Date(`${addDays(from as string, -1)}T00:00:00Z`)));
        if (to !== undefined) conds.push(lt(devicePunches.localTime, `${addDays(to as string, 1)} 00:00:00`), lt(devicePunches.at, new Date(`${addDays(to as string, 2)}T00:00:00Z`)));
        break;
      }
      case 'at': {
        const [from, to] = Array.isArray(ops.between) ? ops.between : [ops.gte, ops.lte];
        const a = from === undefined ? null : parseInstant(from);
        const b = to === undefined ? null : parseInstant(to);
        if ((from !== undefined && a === null) || (to !== undefined && b === null)) throw bad(field);
        if (a !== null) conds.push(gte(devicePunches.at, new Date(a)));
        if (b !== null) conds.push(lte(devicePunches.at, new Date(b)));
        break;
      }
      case 'userId':
        conds.push(anyUuid(devicePunches.userId, stringsOf(field, value, (s) => UUID_RE.test(s))));
        break;
      case 'outcome':
        conds.push(inArray(devicePunches.outcome, stringsOf(field, value)));
        break;
      case 'markType':
        conds.push(inArray(devicePunches.markType, stringsOf(field, value)));
        break;
      case 'verifyMethod': {
        const methods = new Set(stringsOf(field, value));
        const codes = Object.entries(VERIFY_METHODS).filter(([, m]) => methods.has(m)).map(([c]) => Number(c));
        const other = methods.has('OTHER');
        const known = Object.keys(VERIFY_METHODS).map(Number);
        const parts: SQL[] = [];
        if (codes.length) parts.push(inArray(devicePunches.verifyCode, codes));
        if (other) parts.push(or(isNull(devicePunches.verifyCode), sql`not (${inArray(devicePunches.verifyCode, known)})`)!);
        conds.push(parts.length ? or(...parts)! : sql`false`);
        break;
      }
      default:
        throw bad(field, 'filterField');
    }
  }
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conds.push(or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.numberOfDocument, like), eq(devicePunches.pin, query.q))!);
  }
  return conds.length ? [and(...conds)!] : [];
}

/** Order: by the instant (newest first unless asked), ties by id. Only `at` / `date` sort. */
export function punchOrder(query: NormalizedListQuery): 'asc' | 'desc' {
  const first = query.sort[0];
  if (!first) return 'desc';
  if (!['at', 'date', 'time', 'localTime'].includes(first.field)) throw validationError([fieldError(`sort.${first.field}`, 'sortField')]);
  return first.order;
}
