import { useMany, type BaseKey } from '@refinedev/core';
import { Tag, Typography } from 'antd';
import { resourceByName } from '../resourceRegistry';
import { EMPTY } from './EmptyValue';

/** The field that names a record of a resource: its first list column (branch office → name). */
export function labelField(resource: string): string {
  return resourceByName(resource)?.list.columns[0] ?? 'name';
}

/** How a record of a resource is named: its declared `labelFields` (a person → first and last name), else labelField. */
export function recordLabel(resource: string): (row: Record<string, unknown>) => string {
  const fields = resourceByName(resource)?.labelFields ?? [labelField(resource)];
  return (row) => fields.map((f) => row[f]).filter((v) => v !== null && v !== undefined && v !== '').join(' ') || String(row.id ?? '');
}

interface RefLabelsProps {
  /** the referenced Refine resource (`x-ref`) */
  resource: string;
  /** the ids of this cell */
  value: unknown;
  /**
   * every id shown in the column: all cells ask useMany for the same set, so react-query makes ONE request
   * per column and page instead of one per cell
   */
  ids?: BaseKey[];
}

/** Names of referenced records (e.g. the parent unit of a branch office) looked up with useMany. */
export function RefLabels({ resource, value, ids }: RefLabelsProps) {
  const own = (Array.isArray(value) ? value : [value]).filter((v): v is BaseKey => typeof v === 'string' || typeof v === 'number');
  const all = ids ?? own;
  const { result, query } = useMany({ resource, ids: all, queryOptions: { enabled: all.length > 0 }, errorNotification: false });
  if (own.length === 0) return EMPTY;
  const name = recordLabel(resource);
  const labelOf = (id: BaseKey) => {
    const row = result.data?.find((r) => String(r.id) === String(id));
    if (row) return name(row);
    return query.isLoading ? '…' : String(id).slice(0, 8);
  };
  if (!Array.isArray(value)) return <Typography.Text>{labelOf(own[0])}</Typography.Text>;
  return (
    <>
      {own.map((id) => (
        <Tag key={String(id)}>{labelOf(id)}</Tag>
      ))}
    </>
  );
}
