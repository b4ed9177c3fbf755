import type { BaseRecord, CrudFilter } from '@refinedev/core';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { ColumnOverrides } from './columns';

/**
 * Override points of the generic list page, all optional: a resource's custom list passes what it does
 * differently and keeps the rest (frame, create button, table, row buttons by permission).
 */
export interface ListOverrides {
  /** the page title (default `<resource>.titles.list`), e.g. with a count */
  title?: ReactNode;
  /** toolbar buttons before the create button */
  toolbar?: ReactNode;
  /** the create button's text (default Refine's) */
  createLabel?: ReactNode;
  /** column parts by field name (render, title…): custom column renderers */
  columns?: ColumnOverrides;
  /** columns after the fields, before the row buttons */
  extraColumns?: ColumnType<BaseRecord>[];
  /** buttons after a row's show/edit/delete */
  rowActions?: (record: BaseRecord) => ReactNode;
  /** filters the table always applies, out of the user's reach (a tab's status); remount the table when they change */
  permanentFilters?: CrudFilter[];
  /** whether a row offers the delete button (default: every row, when the resource can delete) */
  rowDeletable?: (record: BaseRecord) => boolean;
  /** whether a row offers the edit button (default: every row, when the resource can update) */
  rowEditable?: (record: BaseRecord) => boolean;
  /** a table of the page's own in the generic frame (its own filters and toolbar) */
  table?: ReactNode;
}
