import { ApiError, fieldError, validationError, type PendingFieldError } from '../../http/apiError';
import { POSITION_TYPE } from './positionTree';

/** One level in a PATCH: its (new) name and, for a level that exists already, the name it has now. */
export interface LevelInput {
  name: string;
  previousName?: string;
}

/** What a PATCH changes: the new ordered list, the levels renamed and the ones removed. */
export interface LevelPlan {
  next: string[];
  renames: { from: string; to: string }[];
  removed: string[];
}

const key = (name: string) => name.toLocaleLowerCase('es');

/**
 * The company's hierarchy levels (customFields.hierarchies) are replaced by the list sent, in its order. An item with
 * `previousName` keeps (or renames) that level, one without it is new, a current level left out is removed.
 * Rules: names unique ignoring case (409 TYPE_INVALID), `previousName` must be a current level named once (400),
 * `position` stays and keeps its name: the organisation chart is built from it (400 readOnly). Whether a removed
 * level is still used is checked against the database by the caller (409 HIERARCHY_EXISTS).
 */
export function planLevels(current: string[], input: LevelInput[]): LevelPlan {
  const items = input.map((l) => ({ name: l.name.trim(), previousName: l.previousName?.trim() }));
  const errors: PendingFieldError[] = [];
  const claimed = new Set<string>();
  items.forEach((item, i) => {
    if (item.previousName === undefined) return;
    if (!current.includes(item.previousName) || claimed.has(item.previousName)) errors.push(fieldError(`levels.${i}.previousName`, 'invalid'));
    claimed.add(item.previousName);
    if (item.previousName === POSITION_TYPE && item.name !== POSITION_TYPE) errors.push(fieldError(`levels.${i}.name`, 'readOnly'));
  });
  if (current.includes(POSITION_TYPE) && !claimed.has(POSITION_TYPE)) errors.push(fieldError('levels', 'readOnly'));
  if (errors.length) throw validationError(errors);

  const seen = new Set<string>();
  const duplicates = items.flatMap((item, i) => {
    const k = key(item.name);
    const repeated = seen.has(k);
    seen.add(k);
    return repeated ? [fieldError(`levels.${i}.name`, 'TYPE_INVALID')] : [];
  });
  if (duplicates.length) throw new ApiError(409, 'TYPE_INVALID', { errors: duplicates });

  return {
    next: items.map((i) => i.name),
    renames: items.flatMap((i) => (i.previousName !== undefined && i.previousName !== i.name ? [{ from: i.previousName, to: i.name }] : [])),
    removed: current.filter((name) => !claimed.has(name)),
  };
}
