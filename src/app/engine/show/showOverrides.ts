import type { BaseKey, HttpError } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { ResourceDef } from '../../../shared/resource';
import type { Translate } from '../i18n';
import type { FieldSection } from '../schema/sections';
import type { EffectiveSchema } from '../schema/useEffectiveSchema';

type Values = Record<string, unknown>;

/** A field's value drawn by the page instead of by its kind (e.g. a unit's name for its id). */
export type FieldRenderers = Record<string, (value: unknown, record: Values) => ReactNode>;

/** What a show override is given. */
export interface ShowContext {
  def: ResourceDef;
  schema: EffectiveSchema;
  record: Values;
  id: BaseKey;
  /** read the record again (after an action of the page changed it) */
  refetch: () => void;
  t: Translate;
}

/** What a tab's `render` is given: its section's fields (none for an extra tab) and a way to list fields. */
export interface TabContext extends ShowContext {
  fields: string[];
  /** fields as label/value pairs, rendered by kind (and by the page's renderers) */
  list: (fields: string[], columns?: number) => ReactNode;
}

/** A tab by key: same key as a section → replaces how that section is drawn; another key → an extra tab. */
export interface ShowTab {
  key: string;
  /** default: `<resource>.sections.<key>` */
  label?: string;
  render: (ctx: TabContext) => ReactNode;
}

/**
 * Override points of the generic show page, all optional. With sections (declared or `x-group`) or tabs the fields
 * are drawn as tabs, history last; otherwise as one list with the history beside it.
 */
export interface ShowOverrides {
  /** fields grouped into tabs; default: one per `x-group`, else none */
  sections?: FieldSection[];
  /** the tab of the editable fields no section names (default `other`) */
  restSection?: string;
  tabs?: ShowTab[];
  /** columns of a tab's field list (default 2) */
  columns?: number;
  renderers?: FieldRenderers;
  /** a summary above the fields (picture, name, status…) */
  header?: (ctx: ShowContext) => ReactNode;
  /** buttons after the page's list/edit/delete */
  actions?: (ctx: ShowContext) => ReactNode;
  /** false: no Refine page frame (title, breadcrumb, buttons) — for a page whose header draws its own */
  frame?: boolean;
  /** the open tab and its change (e.g. kept in the URL, `?tab=punches`); default: the tabs keep their own */
  activeTab?: { key?: string; onChange: (key: string) => void };
  /** what to show when the record cannot be read (default: the error message) */
  renderError?: (error: HttpError | Error) => ReactNode;
}
