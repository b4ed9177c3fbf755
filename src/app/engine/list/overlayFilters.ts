import type { FilterOperator } from '../../../shared/listQuery';
import type { ResourceDef } from '../../../shared/resource';
import { fieldKind, type FieldKind } from '../schema/fieldKind';
import { isOverlayProperty } from '../schema/overlay';
import type { JsonSchema } from '../schema/types';

/** The filter a company custom field gets by its kind (the resource file cannot declare fields it does not know). */
const OPERATOR_BY_KIND: Partial<Record<FieldKind, FilterOperator>> = {
  string: 'contains', text: 'contains', email: 'contains', url: 'contains',
  enum: 'in', enumArray: 'in', ref: 'in', boolean: 'eq', number: 'eq', date: 'between', datetime: 'between',
};

/** Kinds an ORDER BY can compare (one value, not a list). */
const SORTABLE: ReadonlySet<FieldKind> = new Set(['string', 'text', 'email', 'url', 'enum', 'number', 'boolean', 'date', 'datetime', 'time']);

/** The declared filters plus one per company custom field of the effective schema (`x-overlay`). */
export function listFilters(def: ResourceDef, schema: JsonSchema | undefined): Record<string, FilterOperator> {
  const out: Record<string, FilterOperator> = {};
  for (const [field, prop] of Object.entries(schema?.properties ?? {})) {
    const operator = isOverlayProperty(prop) ? OPERATOR_BY_KIND[fieldKind(prop)] : undefined;
    if (operator) out[field] = operator;
  }
  return { ...out, ...def.list.filters };
}

/** Declared sorters, or a company custom field of a sortable kind (the server sorts those too). */
export const isSortable = (def: ResourceDef, field: string, prop: JsonSchema): boolean =>
  !!def.list.sorters?.includes(field) || (isOverlayProperty(prop) && SORTABLE.has(fieldKind(prop)));
