import { translateOr, type Translate } from '../i18n';
import type { JsonSchema } from './types';

/** Fields shown together under one title: a form section or a show-page tab. */
export interface FieldSection {
  key: string;
  fields: string[];
}

/** Where the fields named by no section go (a company's overlay fields, mostly). */
export const REST_SECTION = 'other';

/**
 * The sections of `fields`, in order: the declared ones (a page's `sections` override) or else one per `x-group`
 * of the schema's properties, first seen first. Each keeps only the fields given; the fields no section names form
 * the `rest` section, last; empty sections are dropped. No declaration and no `x-group`: no sections (`[]`).
 */
export function groupFields(schema: JsonSchema, fields: string[], declared?: FieldSection[], rest = REST_SECTION): FieldSection[] {
  const sections = declared ?? sectionsFromGroups(schema, fields);
  if (!sections.length) return [];
  const named = new Set(sections.flatMap((s) => s.fields));
  const out = sections.map((s) => ({ key: s.key, fields: s.fields.filter((f) => fields.includes(f)) }));
  out.push({ key: rest, fields: fields.filter((f) => !named.has(f)) });
  return out.filter((s) => s.fields.length > 0);
}

/** One section per `x-group` value of the properties (draft: `"x-group": "contract"`), in field order. */
function sectionsFromGroups(schema: JsonSchema, fields: string[]): FieldSection[] {
  const groups = new Map<string, string[]>();
  for (const field of fields) {
    const group = schema.properties?.[field]?.['x-group'];
    if (typeof group === 'string') groups.set(group, [...(groups.get(group) ?? []), field]);
  }
  return [...groups].map(([key, grouped]) => ({ key, fields: grouped }));
}

/** Properties in a form's `ui:order` (its `*` standing for the ones it does not name). */
export function byUiOrder(fields: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return fields;
  const rest = fields.filter((f) => !order.includes(f));
  const out = order.flatMap((f) => (f === '*' ? rest : typeof f === 'string' && fields.includes(f) ? [f] : []));
  return order.includes('*') ? out : [...out, ...rest];
}

/** The title of a section: `<resource>.sections.<key>`, else the engine's (`engine.sections.other`), else the key. */
export const sectionTitle = (t: Translate, resource: string, key: string): string =>
  translateOr(t, `${resource}.sections.${key}`, translateOr(t, `engine.sections.${key}`, key));
