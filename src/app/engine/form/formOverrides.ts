import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { Translate } from '../i18n';
import type { FieldSection } from '../schema/sections';
import type { JsonSchema } from '../schema/types';

export type FormAction = 'create' | 'edit';
export type Values = Record<string, unknown>;
type Ui = Record<string, unknown>;

/** What an override is told about the form it adapts. */
export interface FormContext {
  action: FormAction;
  /** the record being edited (undefined on create, and while it loads) */
  record?: Values;
  /** the raw effective schema (keywords such as `x-enumSource`, nullability) */
  raw: JsonSchema;
  t: Translate;
}

/**
 * Override points of the generic create/edit page, all optional: a resource's custom form passes what it does
 * differently and the generic page does the rest (loading, saving, client and server errors, notifications).
 * Keep the object stable (module constant or `useMemo`): it feeds memoized schemas.
 */
export interface FormOverrides {
  /** titled sections (`<resource>.sections.<key>`); default: one per `x-group` of the schema, else none */
  sections?: FieldSection[];
  /** the section of the fields no section names (default `other`) */
  restSection?: string;
  /** adapt the form schema (choices from the record…) and add uiSchema per field (hints, disabled…) */
  adaptSchema?: (schema: JsonSchema, ctx: FormContext) => { schema: JsonSchema; ui?: Ui };
  /** data in: a record or the preset values → form data (default: `stripUnknown`) */
  toForm?: (schema: JsonSchema, source: Values | undefined, ctx: FormContext) => Values;
  /** data out: form data → request body (default: `stripUnknown`; chosen files are added after) */
  toServer?: (schema: JsonSchema, values: Values | undefined, ctx: FormContext) => Values;
  /** each change before it is kept (e.g. a value suggested from others) */
  onChange?: (next: Values, before: Values, ctx: FormContext) => Values;
  /** the server's field errors (`{ "a.b": [msg] }`) → the form's paths, e.g. for a body nested differently */
  mapErrors?: (errors: Record<string, unknown>) => Record<string, unknown>;
  /** RJSF widgets and templates by name, usable from uiSchema (`ui:widget`, `ui:ObjectFieldTemplate`) */
  widgets?: RegistryWidgetsType;
  templates?: Partial<TemplatesType> & Record<string, unknown>;
  /** values a create form starts with (the query string's come on top) */
  preset?: Values;
  /** where a save leads (default: the list) */
  redirect?: 'list' | 'show' | 'edit' | false;
  /** i18n key of the failure notification per action (default `engine.form.saveFailed`) */
  saveFailedKey?: (action: FormAction) => string;
  /** buttons next to save */
  actions?: (ctx: FormContext & { saving: boolean }) => ReactNode;
  /** buttons in the page header, after the default ones */
  headerExtra?: (ctx: FormContext) => ReactNode;
  /** the form's width (default 720 px; 960 suits two columns) */
  maxWidth?: number;
}
