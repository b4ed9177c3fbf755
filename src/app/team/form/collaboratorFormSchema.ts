import { formSchemaOf, stripUnknown } from '../../engine/form/formSchema';
import type { JsonSchema } from '../../engine/schema/types';

type Values = Record<string, unknown>;

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const allowsNull = (prop: JsonSchema | undefined) => Array.isArray(prop?.type) ? prop.type.includes('null') : prop?.type === 'null';

/**
 * The schema the collaborator form edits, from the localized effective schema:
 * - a company-list field (`x-enumSource`) whose list is empty is reported in `emptyLists` (the form disables it:
 *   the server would refuse any value);
 * - a value the record holds that its list no longer has stays choosable, so an untouched old value never blocks saving;
 * - `null` choices are left out of selects (clearing the select is how a value is removed).
 */
export function collaboratorFormSchema(localized: JsonSchema, raw: JsonSchema, record?: Values): { schema: JsonSchema; emptyLists: string[] } {
  const schema = clone(formSchemaOf(localized));
  const emptyLists: string[] = [];
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    const isList = typeof raw.properties?.[field]?.['x-enumSource'] === 'string';
    const current = record?.[field];
    if (Array.isArray(prop.oneOf)) prop.oneOf = prop.oneOf.filter((o) => o.const !== null);
    if (!isList) continue;
    const options = Array.isArray(prop.oneOf) ? prop.oneOf : [];
    if (typeof current === 'string' && current && !options.some((o) => o.const === current)) {
      prop.oneOf = [...options, { const: current, title: current }];
    } else if (options.length === 0) {
      emptyLists.push(field);
    }
  }
  return { schema, emptyLists };
}

/** Form data from a record: the schema's properties only, and no nulls (an empty field is an absent one in RJSF). */
export function initialValues(schema: JsonSchema, record: Values | undefined): Values {
  return Object.fromEntries(Object.entries(stripUnknown(schema, record)).filter(([, v]) => v !== null && v !== ''));
}

/**
 * What to send: the form's values, and on an edit `null` for each optional field the user emptied (RJSF drops an
 * emptied field, which a PATCH would read as "unchanged").
 */
export function submitValues(schema: JsonSchema, raw: JsonSchema, values: Values | undefined, record?: Values): Values {
  const clean = stripUnknown(schema, values);
  for (const [k, v] of Object.entries(clean)) if (v === '' || v === undefined) delete clean[k];
  if (!record) return clean;
  for (const field of Object.keys(schema.properties ?? {})) {
    const before = record[field];
    if (before !== null && before !== undefined && before !== '' && !(field in clean) && allowsNull(raw.properties?.[field])) clean[field] = null;
  }
  return clean;
}

/**
 * The create form's username follows the names (`suggestUsername`) until the user types one of their own: then it is
 * theirs (`touched`) and stays as typed.
 */
export function withSuggestedUsername(next: Values, before: Values, touched: boolean): { values: Values; touched: boolean } {
  const suggested = suggestUsername(before.firstName, before.lastName);
  if (next.username !== before.username && next.username !== suggested) return { values: next, touched: true };
  if (touched || (next.firstName === before.firstName && next.lastName === before.lastName)) return { values: next, touched };
  const username = suggestUsername(next.firstName, next.lastName);
  return { values: username ? { ...next, username } : next, touched };
}

/** `lucia.garcia` from Lucía García Pérez: the username a person would type, free of accents and spaces. */
export function suggestUsername(firstName: unknown, lastName: unknown): string {
  const slug = (text: unknown) =>
    String(text ?? '').normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(' ')[0] ?? '';
  const parts = [slug(firstName), slug(lastName)].filter(Boolean);
  return parts.length === 2 ? parts.join('.') : '';
}
