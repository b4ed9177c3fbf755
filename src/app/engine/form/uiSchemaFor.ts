import type { ResourceDef } from '../../../shared/resource';
import type { Translate } from '../i18n';
import { fieldKind } from '../schema/fieldKind';
import { byUiOrder, groupFields, sectionTitle, type FieldSection } from '../schema/sections';
import type { JsonSchema } from '../schema/types';
import { sanitizeOrder } from './formSchema';

type Ui = Record<string, unknown>;

/** The widget a field kind asks for (x-ref → referenced-resource select, colours, dates, times, hidden ids). */
function kindUi(prop: JsonSchema, declared: Ui | undefined): Ui {
  const kind = fieldKind(prop, declared);
  switch (kind) {
    case 'ref':
      return { 'ui:widget': 'refSelect', 'ui:options': { resource: prop['x-ref'] } };
    case 'refArray':
      return { 'ui:widget': 'refSelect', 'ui:options': { resource: prop['x-ref'] ?? prop.items?.['x-ref'], multiple: true } };
    case 'color':
      return { 'ui:widget': 'color' };
    case 'date':
      return { 'ui:widget': 'date' };
    case 'time':
      return { 'ui:widget': 'time' };
    case 'hidden':
      return { 'ui:widget': 'hidden' };
    case 'html':
      return { 'ui:widget': 'richText' };
    default:
      return {};
  }
}

/** uiSchema of a form: widgets by kind, then the resource's declared `ui` on top, with a valid `ui:order`. */
export function uiSchemaFor(def: Pick<ResourceDef, 'ui'>, schema: JsonSchema): Ui {
  const declared = (def.ui ?? {}) as Ui;
  const fields = Object.keys(schema.properties ?? {});
  const ui: Ui = {};
  for (const [key, value] of Object.entries(declared)) if (key.startsWith('ui:')) ui[key] = value;
  for (const field of fields) {
    const own = declared[field] as Ui | undefined;
    const byKind = kindUi(schema.properties![field], own);
    const merged: Ui = { ...byKind, ...own };
    if (byKind['ui:options'] || own?.['ui:options']) {
      merged['ui:options'] = { ...(byKind['ui:options'] as Ui), ...(own?.['ui:options'] as Ui) };
    }
    if (Object.keys(merged).length) ui[field] = merged;
  }
  const order = sanitizeOrder(declared['ui:order'], fields);
  if (order) ui['ui:order'] = order;
  else delete ui['ui:order'];
  return ui;
}

/**
 * The form in titled sections (declared, else by `x-group`): the root object drawn by the `SectionedObjectTemplate`
 * (registered by name), which reads the sections from `ui:options`. No sections: the uiSchema as it was.
 */
export function withSections(ui: Ui, schema: JsonSchema, resource: string, t: Translate, declared?: FieldSection[], rest?: string): Ui {
  const fields = byUiOrder(Object.keys(schema.properties ?? {}), ui['ui:order']);
  const sections = groupFields(schema, fields, declared, rest);
  if (!sections.length) return ui;
  const titled = sections.map((s) => ({ ...s, title: sectionTitle(t, resource, s.key) }));
  return { ...ui, 'ui:ObjectFieldTemplate': 'SectionedObjectTemplate', 'ui:options': { ...(ui['ui:options'] as Ui), sections: titled } };
}
