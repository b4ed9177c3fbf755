import type { BaseKey } from '@refinedev/core';
import { Table, Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { JsonSchema } from '../schema/types';

/** How one field of an item is shown: FieldValue by the field's kind, given by the caller (no import cycle). */
export type ItemCell = (field: string, prop: JsonSchema, value: unknown, columnIds?: BaseKey[]) => ReactNode;

interface ObjectListValueProps {
  /** the list property, localized: its items' fields carry their titles */
  prop: JsonSchema;
  value: unknown[];
  cell: ItemCell;
  /** cells and the history: one line per item instead of a table */
  compact?: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** The item's fields in the schema's order: internal ids (uuid without x-ref) left out. */
function itemFields(items: JsonSchema): [string, JsonSchema][] {
  return Object.entries(items.properties ?? {}).filter(([, p]) => !(p.format === 'uuid' && !p['x-ref']));
}

/**
 * A list of records with their own fields (an accident's people: person, injury, body part, stopped work): a small
 * table, one column per item field with its localized title, each value by its own kind (a person by name, yes/no,
 * enum labels). Compact: one line per item, its set values joined. Fields no item has are left out, as are ids.
 */
export function ObjectListValue({ prop, value, cell, compact }: ObjectListValueProps): ReactNode {
  const items = prop.items ?? {};
  const rows = value.filter(isRecord);
  const known = itemFields(items);
  // a field no item sets is left out (medical details stripped for a caller without the grant); yes/no always shows
  const fields = known.filter(([field, p]) => p.type === 'boolean' || rows.some((r) => !isBlank(r[field])));
  const titleOf = (field: string, p: JsonSchema) => (typeof p.title === 'string' ? p.title : field);
  // every id of a column in one lookup (RefLabels)
  const idsOf = (field: string) => rows.map((r) => r[field]).filter((v): v is BaseKey => typeof v === 'string' || typeof v === 'number');

  if (compact) {
    return (
      <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
        {rows.map((row, index) => (
          <span key={index} style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6, alignItems: 'baseline' }}>
            {fields.filter(([field, p]) => p.type === 'boolean' || !isBlank(row[field])).map(([field, p], i) => (
              <Fragment key={field}>
                {i > 0 ? <Typography.Text type="secondary">·</Typography.Text> : null}
                {p.type === 'boolean' ? <Typography.Text type="secondary">{titleOf(field, p)}:</Typography.Text> : null}
                {cell(field, p, row[field], idsOf(field))}
              </Fragment>
            ))}
          </span>
        ))}
      </span>
    );
  }
  // The table sits in a cell of an auto-layout table (the show page's Descriptions), which widens itself to each
  // cell's min-content: the table's own scroll container would count with its full width and push the field list past
  // its column (under the history beside it). A grid track of minmax(0, auto) counts 0 towards that min-content and
  // still up to the table's width when there is room, so the table takes the cell's width and scrolls inside it.
  return (
    <div data-testid="object-list" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto)' }}>
      <Table<{ key: number; row: Record<string, unknown> }>
        size="small"
        pagination={false}
        bordered
        dataSource={rows.map((row, key) => ({ key, row }))}
        scroll={{ x: 'max-content' }}
        columns={fields.map(([field, p]) => ({
          key: field,
          title: titleOf(field, p),
          render: (_: unknown, { row }: { row: Record<string, unknown> }) => cell(field, p, row[field], idsOf(field)),
        }))}
      />
    </div>
  );
}
