import type { FastifyInstance } from 'fastify';
import { validationError, type PendingFieldError } from './apiError';
import { unsignFileUrlsIn } from '../files/signedFileUrls';

/**
 * Deepest nesting a request body may have: `{}` or `[]` is level 1. Our deepest legitimate bodies (list filters,
 * import rows, company configuration, overlay schemas) stay under 10 levels; 32 leaves room without letting a
 * 5,000-level body reach the recursive code behind validation (structuredClone, Ajv, Drizzle), which overflowed the
 * stack — an answer 500 instead of 400.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Most values (objects, arrays and scalars alike) a body may hold. The largest legitimate body, a 10,000-row import
 * (13 cells a row), holds about 140,000; bodyLimit alone lets 16 MB of `[1,1,…]` through, 8 million values, and
 * validating those with allErrors answered tens of MB of errors after minutes — or ran out of memory.
 */
export const MAX_BODY_VALUES = 200_000;

/** At most this many text findings are listed; one is enough to refuse, a few help the caller find them. */
const MAX_TEXT_ERRORS = 20;

const NUL = '\u0000';
/** Half of a UTF-16 surrogate pair without its other half: no character at all, stored as U+FFFD (silently altered). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Other control characters no text of ours holds (C0 and DEL; tab, line feed and carriage return are typed in
 * multi-line fields): an ESC or a backspace comes from no keyboard and reaches exports, e-mails and terminals.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** What is wrong with a text value, if anything: the error code for it. */
function textProblem(text: string): 'nulCharacter' | 'controlCharacter' | 'malformedText' | undefined {
  if (text.includes(NUL)) return 'nulCharacter';
  if (CONTROL.test(text)) return 'controlCharacter';
  if (LONE_SURROGATE.test(text)) return 'malformedText';
  return undefined;
}

/** `personalData.firstName`, `rows.3.values` — the dotted path the validation errors use. */
const pathOf = (parent: string, key: string | number) => (parent ? `${parent}.${key}` : String(key));
/** A NUL inside a property name is shown escaped, so the error's field is readable text. */
const visibleKey = (key: string | number) => (typeof key === 'string' ? key.split(NUL).join('\\u0000') : key);

const tooBig = (code: 'maxDepth' | 'maxValues', limit: number) => validationError([{ field: 'body', code, message: '', params: { limit } }]);

/**
 * Check a parsed body (or query string, or path params) before schema validation, without recursion — a deep body
 * must not overflow the checker itself:
 * - 400 `maxDepth` on `body` past MAX_BODY_DEPTH levels, 400 `maxValues` on `body` past MAX_BODY_VALUES values;
 * - else 400 `nulCharacter` naming each string (or property name) holding U+0000. PostgreSQL refuses NUL in text
 *   and jsonb, so one reaching the database failed there, after validation, with no field to show; refusing it
 *   here names the field (`personalData.firstName`, `rows.3.email`, `q`) before any database call;
 * - else 400 `controlCharacter` for any other control character but tab and line breaks (CONTROL);
 * - and 400 `malformedText` for a lone UTF-16 surrogate (`"\ud800"` is valid JSON but no character): it would be
 *   stored as U+FFFD, a silent change of what the user typed.
 */
export function checkBodyShape(value: unknown): void {
  if (value === null || typeof value !== 'object') {
    const problem = typeof value === 'string' ? textProblem(value) : undefined;
    if (problem) throw validationError([{ field: 'body', code: problem, message: '' }]);
    return;
  }
  const text: PendingFieldError[] = [];
  let values = 1;
  // depth-first with an explicit stack: [container, its path, its level]
  const stack: [object, string, number][] = [[value, '', 1]];
  while (stack.length) {
    const [node, path, level] = stack.pop()!;
    if (level > MAX_BODY_DEPTH) throw tooBig('maxDepth', MAX_BODY_DEPTH);
    const keys: (string | number)[] | null = Array.isArray(node) ? null : Object.keys(node);
    const length = keys ? keys.length : (node as unknown[]).length;
    values += length;
    if (values > MAX_BODY_VALUES) throw tooBig('maxValues', MAX_BODY_VALUES);
    for (let i = 0; i < length; i++) {
      const key = keys ? keys[i] : i;
      let child = (node as Record<string | number, unknown>)[key];
      // a signed stored-file address sent back (a form saving what it was given) is kept in the form records use
      if (typeof child === 'string' && child.includes('/api/files/')) (node as Record<string | number, unknown>)[key] = child = unsignFileUrlsIn(child);
      const problem = (typeof key === 'string' ? textProblem(key) : undefined) ?? (typeof child === 'string' ? textProblem(child) : undefined);
      // paths are built only for containers and findings: most strings of a large import have none
      if (problem && text.length < MAX_TEXT_ERRORS) text.push({ field: pathOf(path, visibleKey(key)), code: problem, message: '' });
      if (child !== null && typeof child === 'object') stack.push([child, pathOf(path, visibleKey(key)), level + 1]);
    }
  }
  if (text.length) throw validationError(text.sort((a, b) => a.field.localeCompare(b.field)));
}

/**
 * For every /api route: path params, query string and parsed body pass checkBodyShape before the route's own
 * validation (preValidation runs after parsing, before validation). Multipart bodies are read by the handlers,
 * which check their JSON `data` part the same way (readMultipartBody).
 */
export function installBodyShapeCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // the SPA's pages take no input the server stores: a stray %00 in a page's address still gets the page
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    checkBodyShape(request.params);
    checkBodyShape(request.query);
    if (request.body !== undefined) checkBodyShape(request.body);
  });
}
