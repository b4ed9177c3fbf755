import { getDefaultFilter, getDefaultSortOrder } from '@refinedev/antd';
import type { BaseKey, BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import type { ColumnType } from 'antd/es/table';
import type { FilterDropdownProps } from 'antd/es/table/interface';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, type Translate } from '../i18n';
import { FieldValue } from '../render/FieldValue';
import { fieldKind } from '../schema/fieldKind';
import { overlayFields } from '../schema/overlay';
import type { EffectiveSchema } from '../schema/useEffectiveSchema';
import { isSortable, listFilters } from './overlayFilters';

/**
 * A column's filter form (date pickers, number inputs, a reference search), fetched the first time a filter dropdown
 * opens: antd renders a dropdown's content only then, and a list's first screen does not carry them (issue 21).
 */
const FilterWidget = lazy(() => import('./FilterWidget').then((m) => ({ default: m.FilterWidget })));

interface ColumnContext {
  def: ResourceDef;
  schema: EffectiveSchema;
  t: Translate;
  locale: string;
  rows: readonly BaseRecord[];
  sorters: CrudSort[];
  filters: CrudFilter[];
  /** the fields to show (default: `columnFields`), e.g. the ones a user chose */
  fields?: string[];
  /** per field, what replaces the built column's parts (render, title…): a page's column renderers */
  overrides?: ColumnOverrides;
  /** false: no filter dropdowns (a page with filters of its own) */
  filterable?: boolean;
}

/** Column parts by field name, laid over the column the engine builds. */
export type ColumnOverrides = Record<string, Partial<ColumnType<BaseRecord>>>;

/** Declared columns, then the company's overlay fields, skipping what the schema does not know. */
export function columnFields(def: ResourceDef, schema: EffectiveSchema): string[] {
  const props = schema.raw.properties ?? {};
  const declared = def.list.columns.filter((f) => f in props);
  return [...declared, ...overlayFields(schema.raw, def.list.columns)];
}

const idsOf = (rows: readonly BaseRecord[], field: string): BaseKey[] =>
  [...new Set(rows.flatMap((r) => (Array.isArray(r[field]) ? r[field] : [r[field]])).filter((v) => typeof v === 'string' || typeof v === 'number'))].sort() as BaseKey[];

/** antd columns of a resource table: renderer by field kind, server sorting and one filter per declared operator. */
export function buildColumns(ctx: ColumnContext): ColumnType<BaseRecord>[] {
  const { def, schema, t, locale, rows, sorters, filters } = ctx;
  const fields = ctx.fields?.filter((f) => f in (schema.raw.properties ?? {})) ?? columnFields(def, schema);
  const filterOperators = listFilters(def, schema.raw);
  return fields.flatMap((field) => {
    const raw = schema.raw.properties![field];
    const prop = schema.localized.properties?.[field] ?? raw;
    const kind = fieldKind(raw, def.ui?.[field] as Record<string, unknown> | undefined);
    if (kind === 'hidden') return [];
    const operator = ctx.filterable === false ? undefined : filterOperators[field];
    const columnIds = kind === 'ref' || kind === 'refArray' ? idsOf(rows, field) : undefined;
    const column: ColumnType<BaseRecord> = {
      key: field,
      dataIndex: field,
      title: typeof prop.title === 'string' ? prop.title : translateOr(t, `${def.name}.fields.${field}`, field),
      align: kind === 'number' ? 'right' : undefined,
      ellipsis: kind === 'text',
      render: (value: unknown) => <FieldValue kind={kind} value={value} prop={prop} t={t} locale={locale} columnIds={columnIds} compact />,
    };
    if (isSortable(def, field, raw)) {
      column.sorter = true;
      column.sortOrder = getDefaultSortOrder(field, sorters) ?? null;
    }
    if (operator) {
      const current = getDefaultFilter(field, filters, operator);
      column.filteredValue = current === undefined || current === null || current === '' ? null : Array.isArray(current) ? current : [current];
      column.filterDropdown = (dropdown: FilterDropdownProps) => (
        <Suspense fallback={<Spin size="small" style={{ display: 'block', padding: 16 }} />}>
          <FilterWidget dropdown={dropdown} operator={operator} kind={kind} prop={prop} t={t} />
        </Suspense>
      );
    }
    return [{ ...column, ...ctx.overrides?.[field] }];
  });
}
