/** Longest name of a folder or file. */
export const NAME_MAX = 200;

/** A name typed by someone: no folders in it, no control characters (the schema's pattern), not `.` or `..`. */
export const NAME_SCHEMA = { type: 'string', minLength: 1, maxLength: NAME_MAX, pattern: '^(?=.*\\S)[^/\\\\\\u0000-\\u001f\\u007f]+$' } as const;

/** A typed name as stored: trimmed; `.` and `..` (path parts on every system) are refused by the caller. */
export const typedName = (name: string): string => name.trim();
export const isReservedName = (name: string): boolean => name === '.' || name === '..';

/** An uploaded file's name for display: no folders, no control characters, at most NAME_MAX characters. */
export function uploadedName(filename: string | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (filename ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  const clean = isReservedName(base) ? '' : base;
  return clip(clean || fallback, NAME_MAX);
}

/** Keeps the extension when a long name is cut. */
function clip(name: string, max: number): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, max - ext.length) + ext;
}

export const nameKey = (name: string): string => name.toLowerCase();

/**
 * `name` or, when taken (case-insensitive), `name (2).ext`, `name (3).ext`… the first free one, as a desktop names a
 * file dropped next to one of the same name. `taken` receives the chosen name.
 */
export function freeName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; taken.has(nameKey(candidate)); n++) {
    const suffix = ` (${n})`;
    candidate = `${stem.slice(0, Math.max(1, NAME_MAX - ext.length - suffix.length))}${suffix}${ext}`;
  }
  taken.add(nameKey(candidate));
  return candidate;
}
