import Form from '@rjsf/antd';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import users from '../../../../resources/users';
import { formSchemaOf } from '../../../../src/app/engine/form/formSchema';
import { SectionedObjectTemplate } from '../../../../src/app/engine/form/templates/SectionedObjectTemplate';
import { uiSchemaFor, withSections } from '../../../../src/app/engine/form/uiSchemaFor';
import { buildColumns } from '../../../../src/app/engine/list/columns';
import { groupFields } from '../../../../src/app/engine/schema/sections';
import type { JsonSchema } from '../../../../src/app/engine/schema/types';
import { tabItems } from '../../../../src/app/engine/show/RecordTabs';
import { withSuggestedUsername } from '../../../../src/app/team/form/collaboratorFormSchema';
import { FORM_SECTIONS } from '../../../../src/app/team/collaboratorSections';
import { loadSchema, spanishT } from '../schemaFixtures';

const t = spanishT();
const userSchema = loadSchema('user');
const effective = { raw: userSchema, localized: userSchema };

/** A small resource whose schema groups its fields with `x-group` (no page code). */
const costCentre: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Nombre', 'x-group': 'main' },
    code: { type: 'string', title: 'Código', 'x-group': 'main' },
    notes: { type: 'string', title: 'Notas', 'x-group': 'extra' },
    budget: { type: 'number', title: 'Presupuesto' },
  },
};

describe('sections of a generic page', () => {
  it('groups fields by x-group in field order, the ungrouped ones last in the rest section', () => {
    expect(groupFields(costCentre, ['name', 'code', 'notes', 'budget'])).toEqual([
      { key: 'main', fields: ['name', 'code'] },
      { key: 'extra', fields: ['notes'] },
      { key: 'other', fields: ['budget'] },
    ]);
  });

  it('takes declared sections over x-group, keeps only the fields given, drops empty sections', () => {
    const declared = [{ key: 'a', fields: ['budget', 'missing'] }, { key: 'empty', fields: ['nope'] }];
    expect(groupFields(costCentre, ['name', 'budget'], declared, 'rest')).toEqual([
      { key: 'a', fields: ['budget'] },
      { key: 'rest', fields: ['name'] },
    ]);
  });

  it('titles a section by the resource, the rest section by the engine when the resource has no title for it', () => {
    const ui = withSections({}, costCentre, 'costcentres', t);
    const titles = ((ui['ui:options'] as { sections: { title: string }[] }).sections).map((s) => s.title);
    expect(titles).toEqual(['main', 'extra', 'Otros datos']);
  });

  it('has no sections without a declaration or x-group: the form keeps its plain layout', () => {
    const plain = { type: 'object', properties: { name: { type: 'string' } } } as JsonSchema;
    expect(withSections({}, plain, 'x', t)).toEqual({});
  });
});

/** A page's own widget by name, standing in for the engine's referenced-record select (which reads the API). */
const RefStub = ({ id }: WidgetProps) => <input id={id} data-widget="ref-stub" />;

describe('the form in sections (override points: sections, a template and a widget by name)', () => {
  it('renders each section under its localized title with the fields it names, the unnamed ones in the rest section', () => {
    const schema = formSchemaOf(userSchema);
    const withOverlay: JsonSchema = { ...schema, properties: { ...schema.properties, uniformSize: { type: 'string', title: 'Talla' } } };
    const ui = withSections(uiSchemaFor(users, withOverlay), withOverlay, 'users', t, FORM_SECTIONS, 'customFields');
    const html = renderToStaticMarkup(
      <Form schema={withOverlay as RJSFSchema} uiSchema={ui} validator={validator} templates={{ SectionedObjectTemplate } as never} widgets={{ refSelect: RefStub }} formData={{}} />,
    );
    const section = (key: string) => html.slice(html.indexOf(`data-section="${key}"`), html.indexOf('</section>', html.indexOf(`data-section="${key}"`)));
    expect(section('personal')).toContain('Datos personales');
    expect(section('personal')).toContain('id="root_firstName"');
    expect(section('personal')).not.toContain('id="root_email"');
    expect(section('contact')).toContain('id="root_email"');
    expect(section('contract')).toContain('id="root_weeklyHours"');
    expect(section('organisation')).toContain('<input id="root_mainBranch" data-widget="ref-stub"/>');
    expect(section('customFields')).toContain('Campos personalizados');
    expect(section('customFields')).toContain('id="root_uniformSize"');
    // the order of the page: personal before contact before contract
    expect(html.indexOf('data-section="personal"')).toBeLessThan(html.indexOf('data-section="contact"'));
    expect(html.indexOf('data-section="contact"')).toBeLessThan(html.indexOf('data-section="contract"'));
  });

  it('suggests the username from the names until the user types their own', () => {
    const before = { firstName: 'Lucía', lastName: '' };
    const first = withSuggestedUsername({ firstName: 'Lucía', lastName: 'García' }, before, false);
    expect(first).toEqual({ values: { firstName: 'Lucía', lastName: 'García', username: 'lucia.garcia' }, touched: false });
    const typed = withSuggestedUsername({ ...first.values, username: 'lg' }, first.values, false);
    expect(typed.touched).toBe(true);
    expect(withSuggestedUsername({ ...typed.values, lastName: 'Pérez' }, typed.values, true).values.username).toBe('lg');
  });
});

describe('list columns (override points: renderers by field, chosen fields, no filter dropdowns)', () => {
  const base = { def: users, schema: effective, t, locale: 'es-ES', rows: [], sorters: [], filters: [] };

  it('uses the page renderer for its field and the kind renderer for the others', () => {
    const cols = buildColumns({ ...base, fields: ['mainBranch', 'email'], overrides: { mainBranch: { render: (v: unknown) => `Unidad ${String(v)}` } } });
    expect(cols.map((c) => c.key)).toEqual(['mainBranch', 'email']);
    expect(cols[0].render!('b1', {}, 0)).toBe('Unidad b1');
    expect(cols[1].render!('a@b.es', {}, 0)).not.toBe('Unidad a@b.es');
  });

  it('offers filter dropdowns for declared filters unless the page filters on its own', () => {
    expect(buildColumns({ ...base, fields: ['position'] })[0].filterDropdown).toBeDefined();
    expect(buildColumns({ ...base, fields: ['position'], filterable: false })[0].filterDropdown).toBeUndefined();
  });
});

describe('show tabs (override points: sections, tabs by key, extra tabs)', () => {
  const record = { id: 'u1', firstName: 'Ana', leaveDate: '2026-01-10', uniformSize: 'M' };
  const ctx = { def: users, schema: effective, record, id: 'u1', refetch: () => undefined, t };
  const fields = Object.keys(userSchema.properties ?? {});

  it('draws one tab per section, an override in place of its section, extra tabs, then the history', () => {
    const seen: Record<string, string[]> = {};
    const items = tabItems(ctx, fields, {
      sections: [{ key: 'personal', fields: ['firstName', 'lastName'] }, { key: 'contract', fields: ['contractStartDate'] }],
      restSection: 'customFields',
      tabs: [
        { key: 'contract', render: ({ fields: own }) => ((seen.contract = own), 'contract tab') },
        { key: 'documents', label: 'Documentos', render: ({ fields: own }) => ((seen.documents = own), 'documents tab') },
      ],
    });
    expect(items.map((i) => i.key)).toEqual(['personal', 'contract', 'customFields', 'documents', 'history']);
    expect(items.map((i) => i.label)).toEqual(['Datos personales', 'Contrato', 'Campos personalizados', 'Documentos', 'Historial de cambios']);
    expect(items[1].children).toBe('contract tab');
    expect(seen).toEqual({ contract: ['contractStartDate'], documents: [] });
  });
});
