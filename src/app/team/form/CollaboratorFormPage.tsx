import { Create, Edit } from '@refinedev/antd';
import { useForm, useParsed, type BaseRecord, type HttpError } from '@refinedev/core';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/antd';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Alert, Skeleton } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResourceDef } from '../../../shared/resource';
import { dropChangedErrors, errorsOutside, toErrorSchema } from '../../engine/form/formSchema';
import { uiSchemaFor } from '../../engine/form/uiSchemaFor';
import { makeCustomValidate, makeTransformErrors } from '../../engine/form/validation';
import { ENGINE_WIDGETS } from '../../engine/form/widgets';
import { translateOr, useEngineI18n, type Translate } from '../../engine/i18n';
import { retryServerErrors } from '../../engine/query/retry';
import { useEffectiveSchema, type EffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import type { ApiHttpError } from '../../providers/http';
import { useCollaboratorLists } from '../useCollaboratorLists';
import { collaboratorFormSchema, initialValues, submitValues, suggestUsername } from './collaboratorFormSchema';
import { SectionedObjectTemplate, type SectionContext } from './SectionedObjectTemplate';

type Values = Record<string, unknown>;
type Action = 'create' | 'edit';

const FORM_CSS = '.engine-form fieldset{border:0;margin:0;padding:0;min-width:0}';

/** Bring the first field the server refused into view (RJSF ids are `root_<field>`). */
const focusField = (field: string | undefined) => {
  if (!field) return;
  requestAnimationFrame(() => {
    const el = document.getElementById(`root_${field.split('.').join('_')}`);
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el?.focus({ preventScroll: true });
  });
};

function FormBody({ def, schema, action, id, t }: { def: ResourceDef; schema: EffectiveSchema; action: Action; id?: string; t: Translate }) {
  const navigate = useNavigate();
  const formRef = useRef<CoreForm>(null);
  const { onFinish, query, formLoading } = useForm<BaseRecord, HttpError, Values>({
    resource: def.name,
    action,
    id,
    redirect: false,
    mutationMode: 'pessimistic',
    queryOptions: { retry: retryServerErrors },
    successNotification: () => ({ type: 'success', message: t(action === 'create' ? 'toasts.employeeCreationSuccess' : 'toasts.employeeUpdateSuccess') }),
    errorNotification: (error) => ({
      type: 'error',
      message: t(action === 'create' ? 'engine.form.saveFailed' : 'toasts.employeeUpdateFail'),
      description: error?.message,
    }),
    onMutationSuccess: (result) => navigate(`/team/profile/${String(result.data?.id ?? id)}`),
  });
  const record = action === 'edit' ? (query?.data?.data as Values | undefined) : undefined;
  const { schema: formSchema, emptyLists } = useMemo(() => collaboratorFormSchema(schema.localized, schema.raw, record), [schema, record]);
  const uiSchema = useMemo(() => {
    const ui = uiSchemaFor(def, formSchema);
    for (const field of emptyLists) ui[field] = { ...(ui[field] as object), 'ui:disabled': true, 'ui:help': t('users.form.emptyList') };
    if (action === 'create') ui.username = { ...(ui.username as object), 'ui:help': t('users.form.portalHint') };
    return { ...ui, 'ui:submitButtonOptions': { norender: true } };
  }, [def, formSchema, emptyLists, action, t]);
  const transformErrors = useMemo(() => makeTransformErrors(t), [t]);
  const customValidate = useMemo(() => makeCustomValidate(def.rules, t), [def.rules, t]);
  const formContext = useMemo<SectionContext>(() => ({ sectionTitle: (key) => t(`users.sections.${key}`) }), [t]);
  const preset = useMemo<Values>(() => ({ typeOfDocument: 'DNI' }), []);
  const initial = useMemo(() => initialValues(formSchema, action === 'edit' ? record : preset), [formSchema, action, record, preset]);

  const [formData, setFormData] = useState<Values>();
  const [usernameTouched, setUsernameTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, unknown>>({});
  const [submitted, setSubmitted] = useState<Values>();
  const [saving, setSaving] = useState(false);
  const data = formData ?? initial;
  const extraErrors = useMemo(() => toErrorSchema(dropChangedErrors(serverErrors, submitted, data) as Record<string, string[]>), [serverErrors, submitted, data]);
  const outside = errorsOutside(serverErrors, formSchema);

  const onChange = (next: Values) => {
    let values = next;
    if (action === 'create') {
      const before = data;
      const suggested = suggestUsername(before.firstName, before.lastName);
      if (next.username !== before.username && next.username !== suggested) setUsernameTouched(true);
      else if (!usernameTouched && (next.firstName !== before.firstName || next.lastName !== before.lastName)) {
        const username = suggestUsername(next.firstName, next.lastName);
        if (username) values = { ...next, username };
      }
    }
    setFormData(values);
  };

  const submit = async (values: Values | undefined) => {
    setSubmitted(values);
    setServerErrors({});
    setSaving(true);
    try {
      await onFinish(submitValues(formSchema, schema.raw, values, record));
    } catch (error) {
      const fieldErrors = ((error as Partial<ApiHttpError>).errors as Record<string, unknown>) ?? {};
      setServerErrors(fieldErrors);
      focusField(Object.keys(fieldErrors)[0]);
    } finally {
      setSaving(false);
    }
  };

  const Container = action === 'create' ? Create : Edit;
  const loadingRecord = action === 'edit' && !record && query?.isLoading;
  const saveButtonProps = {
    onClick: () => formRef.current?.submit(),
    loading: saving,
    disabled: (formLoading && !saving) || (action === 'edit' && !!query?.error),
    children: translateOr(t, 'engine.form.save', 'Save'),
  };
  return (
    <Container
      resource={def.name}
      title={t(`users.titles.${action}`)}
      saveButtonProps={saveButtonProps}
      isLoading={loadingRecord}
      {...(action === 'edit' ? { recordItemId: id, canDelete: false } : {})}
    >
      {query?.error ? <Alert type="error" showIcon message={query.error.message} style={{ marginBottom: 16 }} /> : null}
      {Object.keys(outside).length > 0 ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={Object.values(outside).flat().join(' ')} /> : null}
      <div className="engine-form" style={{ maxWidth: 960 }}>
        <style>{FORM_CSS}</style>
        {loadingRecord ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : action === 'edit' && query?.error ? null : (
          <Form
            ref={formRef}
            schema={formSchema as RJSFSchema}
            uiSchema={uiSchema}
            formData={data}
            formContext={formContext}
            templates={{ ObjectFieldTemplate: SectionedObjectTemplate }}
            // an optional select starts empty: RJSF would otherwise preselect the first `oneOf` const (gender: Mujer)
            experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
            validator={validator}
            widgets={ENGINE_WIDGETS}
            customValidate={customValidate}
            transformErrors={transformErrors}
            extraErrors={extraErrors as ErrorSchema}
            liveValidate={submitted ? 'onChange' : undefined}
            showErrorList={false}
            noHtml5Validate
            focusOnFirstError
            disabled={saving}
            onChange={(e) => onChange(e.formData as Values)}
            onSubmit={(e) => void submit(e.formData as Values)}
            onError={() => setSubmitted((prev) => prev ?? data)}
          />
        )}
      </div>
    </Container>
  );
}

/** Create (/team/new) and edit (/team/edit/:id) a collaborator: the user schema in sections, company lists as choices. */
export default function CollaboratorFormPage({ resource }: { resource: ResourceDef }) {
  const { t } = useEngineI18n();
  const { id, action } = useParsed();
  useCollaboratorLists();
  const { schema, isLoading, error } = useEffectiveSchema(resource);
  if (error) return <Alert type="error" showIcon message={t('engine.schema.loadError')} description={error.message} />;
  if (isLoading || !schema) return <Skeleton active paragraph={{ rows: 10 }} />;
  const mode: Action = action === 'edit' || id !== undefined ? 'edit' : 'create';
  return <FormBody def={resource} schema={schema} action={mode} id={id === undefined ? undefined : String(id)} t={t} />;
}
