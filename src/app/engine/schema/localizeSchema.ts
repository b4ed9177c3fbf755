import { enumLabel, fieldLabels, type FieldLabels } from '../../../shared/overlayLabels';
import { isI18nKey, translateOr, type Translate } from '../i18n';
import { enumSourceValues } from './enumSource';
import type { JsonSchema } from './types';

export interface LocalizeContext {
  /** i18n namespace of the resource (its name): enum labels are `<ns>.enums.<field>.<value>` */
  ns: string;
  t: Translate;
  /** the session company's customFields lists, feeding `x-enumSource` */
  customFields?: Record<string, unknown>;
  /** the UI locale, picking a company field's own `x-labels` (default: `t.locale`, else es-ES) */
  locale?: string;
}

const localeOf = (ctx: LocalizeContext): string => ctx.locale ?? (ctx.t as { locale?: string }).locale ?? 'es-ES';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Enum values as `oneOf: [{ const, title }]` (RJSF 6 has no enumNames); labels from the field's own `x-labels`
 * (company fields), else `<ns>.enums.<field>.<value>`.
 */
function enumToOneOf(node: JsonSchema, field: string, ctx: LocalizeContext, translateLabels: boolean, labels?: FieldLabels): void {
  const values = node.enum;
  if (!Array.isArray(values)) return;
  node.oneOf = values.map((value) => {
    const fallback = value === null ? '' : String(value);
    const title = labels ? enumLabel(labels, value) : translateLabels ? translateOr(ctx.t, `${ctx.ns}.enums.${field}.${fallback}`, fallback) : fallback;
    return { const: value, title };
  });
  delete node.enum;
}

/** Replace i18n keys in `title` / `description` by their text (texts that are not keys stay as they are). */
function localizeTexts(node: JsonSchema, t: Translate): void {
  for (const key of ['title', 'description'] as const) {
    const text = node[key];
    if (typeof text === 'string' && isI18nKey(text)) node[key] = translateOr(t, text, text);
  }
}

function localizeProperty(prop: JsonSchema, field: string, ctx: LocalizeContext): void {
  localizeTexts(prop, ctx.t);
  // a company custom field carries its texts (served with the schema, never bundled)
  const labels = fieldLabels(prop, localeOf(ctx));
  if (labels) {
    prop.title = labels.title;
    if (labels.description) prop.description = labels.description;
    else delete prop.description;
  }
  const target = prop.items && typeof prop.items === 'object' ? prop.items : prop;
  const source = prop['x-enumSource'] ?? target['x-enumSource'];
  if (typeof source === 'string') {
    const values = enumSourceValues(source, ctx.customFields);
    // company lists are data, not texts: their values are their labels
    if (values && values.length > 0) {
      target.enum = values;
      enumToOneOf(target, field, ctx, false);
    }
  } else {
    enumToOneOf(target, field, ctx, true, labels);
  }
  if (prop.items) localizeTexts(prop.items, ctx.t);
  // a list of objects (a layout's columns): its items' fields are localized like any other
  if (prop.items?.properties) localizeProperties(prop.items, ctx);
  if (prop.properties) localizeProperties(prop, ctx);
}

function localizeProperties(node: JsonSchema, ctx: LocalizeContext): void {
  for (const [field, prop] of Object.entries(node.properties ?? {})) localizeProperty(prop, field, ctx);
}

/**
 * A copy of `schema` ready for display: titles/descriptions translated, enums as titled `oneOf` consts,
 * company lists filled in. The input is left untouched.
 */
export function localizeSchema(schema: JsonSchema, ctx: LocalizeContext): JsonSchema {
  const copy = clone(schema);
  localizeTexts(copy, ctx.t);
  localizeProperties(copy, ctx);
  return copy;
}

/** Enum options of a localized property (or of its items), for selects and tags. */
export function enumOptions(prop: JsonSchema | undefined): { value: unknown; label: string }[] {
  const node = prop?.items && !prop.oneOf ? prop.items : prop;
  return (node?.oneOf ?? []).filter((o) => 'const' in o).map((o) => ({ value: o.const, label: String(o.title ?? o.const) }));
}
