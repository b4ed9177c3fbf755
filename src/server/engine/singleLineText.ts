import { fieldError, type PendingFieldError } from '../http/apiError';

/**
 * Text typed into a one-line field holds no line break and no tab (issue 21 item 2): they break exports (a CSV row,
 * an XLSX cell), e-mails and the list cells, and no one types them into a name. A field takes several lines when its
 * schema says `"x-multiline": true` or it is long text (maxLength ≥ 300, which the forms show as a text area:
 * src/app/engine/schema/fieldKind.ts). Other control characters are refused everywhere before this
 * (src/server/http/bodyShape.ts).
 */
const LONG_TEXT = 300;
const BREAK_OR_TAB = /[\t\n\r]/;

interface TextSchema {
  type?: string | string[];
  maxLength?: number;
  'x-multiline'?: boolean;
  properties?: Record<string, TextSchema>;
  items?: TextSchema;
}

const isString = (s: TextSchema) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));
const multiline = (s: TextSchema) => s['x-multiline'] === true || (s.maxLength ?? 0) >= LONG_TEXT;
const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function check(schema: TextSchema, value: unknown, path: string, out: PendingFieldError[]): void {
  if (typeof value === 'string') {
    if (isString(schema) && !multiline(schema) && BREAK_OR_TAB.test(value)) out.push(fieldError(path, 'singleLine'));
  } else if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => check(schema.items as TextSchema, item, `${path}.${i}`, out));
  } else if (isPlainObject(value) && schema.properties) {
    for (const [key, child] of Object.entries(value)) {
      const sub = schema.properties[key];
      if (sub) check(sub, child, path ? `${path}.${key}` : key, out);
    }
  }
}

/** 400 `singleLine` findings for the body's one-line text fields holding a line break or a tab (nested ones too). */
export function singleLineProblems(schema: TextSchema, body: Record<string, unknown>): PendingFieldError[] {
  const out: PendingFieldError[] = [];
  check(schema, body, '', out);
  return out;
}
