import { useParsed } from '@refinedev/core';
import { useMemo, useRef } from 'react';
import type { ResourceDef } from '../../../shared/resource';
import type { FormOverrides } from '../../engine/form/formOverrides';
import { ResourceFormPage } from '../../engine/form/ResourceFormPage';
import { FORM_SECTIONS } from '../collaboratorSections';
import { useCollaboratorLists } from '../useCollaboratorLists';
import { collaboratorFormSchema, initialValues, submitValues, withSuggestedUsername } from './collaboratorFormSchema';

/**
 * Create (/team/new) and edit (/team/edit/:id) a collaborator: the generic form with the collaborator's overrides —
 * the fields in sections, company lists as choices (an empty list disabled), a username suggested from the names,
 * emptied fields sent as null, and the profile opened after saving.
 */
export default function CollaboratorFormPage({ resource }: { resource: ResourceDef }) {
  const { id, action } = useParsed();
  useCollaboratorLists();
  const usernameTouched = useRef(false);
  const overrides = useMemo<FormOverrides>(
    () => ({
      sections: FORM_SECTIONS,
      restSection: 'customFields',
      adaptSchema: (schema, { raw, record, action: mode, t }) => {
        const { schema: adapted, emptyLists } = collaboratorFormSchema(schema, raw, record);
        const ui: Record<string, unknown> = Object.fromEntries(emptyLists.map((f) => [f, { 'ui:disabled': true, 'ui:help': t('users.form.emptyList') }]));
        if (mode === 'create') ui.username = { 'ui:help': t('users.form.portalHint') };
        return { schema: adapted, ui };
      },
      toForm: (schema, source) => initialValues(schema, source),
      toServer: (schema, values, { raw, record }) => submitValues(schema, raw, values, record),
      onChange: (next, before, { action: mode }) => {
        if (mode !== 'create') return next;
        const suggested = withSuggestedUsername(next, before, usernameTouched.current);
        usernameTouched.current = suggested.touched;
        return suggested.values;
      },
      preset: { typeOfDocument: 'DNI' },
      redirect: 'show',
      saveFailedKey: (mode) => (mode === 'create' ? 'engine.form.saveFailed' : 'toasts.employeeUpdateFail'),
      maxWidth: 960,
    }),
    [],
  );
  const mode = action === 'edit' || id !== undefined ? 'edit' : 'create';
  return <ResourceFormPage resource={resource} action={mode} overrides={overrides} />;
}
