import { Create, Edit } from '@refinedev/antd';
import { useForm, useParsed, type BaseRecord, type HttpError } from '@refinedev/core';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/antd';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { schemaValidator } from './schemaValidator';
import { Alert, Skeleton } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { ResourceDef } from '../../../shared/resource';
import type { ApiHttpError } from '../../providers/http';
import { translateOr, useEngineI18n, type Translate } from '../i18n';
import { useEffectiveSchema, type EffectiveSchema } from '../schema/useEffectiveSchema';
import type { JsonSchema } from '../schema/types';
import type { FormAction as Action, FormContext, FormOverrides, Values } from './formOverrides';
import { dropChangedErrors, errorsOutside, formSchemaOf, stripUnknown, toErrorSchema } from './formSchema';
import { ImageUpload } from './ImageUpload';
import { SectionedObjectTemplate } from './templates/SectionedObjectTemplate';
import { uiSchemaFor, withSections } from './uiSchemaFor';
import { makeCustomValidate, makeTransformErrors } from './validation';
import { ENGINE_WIDGETS } from './widgets';
import { retryServerErrors } from '../query/retry';

/** RJSF's object fieldset draws a browser border around the whole form: the card already frames it. */
const FORM_CSS = '.engine-form fieldset{border:0;margin:0;padding:0;min-width:0}';
/** Templates the engine's uiSchemas name (`ui:ObjectFieldTemplate`). */
const ENGINE_TEMPLATES = { SectionedObjectTemplate };
const NO_OVERRIDES: FormOverrides = {};

interface FormBodyProps {
  def: ResourceDef;
  schema: EffectiveSchema;
  action: Action;
  id?: string;
  /** create: values preset from the query string (e.g. ?parentOrganization=<id>) */
  preset: Values;
  t: Translate;
  overrides: FormOverrides;
}

/** The localized title of a property (already translated in the localized schema), else `<ns>.fields.<field>`. */
const fieldTitle = (schema: EffectiveSchema, def: ResourceDef, field: string, t: Translate): string => {
  const title = schema.localized.properties?.[field]?.title;
  return typeof title === 'string' ? title : translateOr(t, `${def.name}.fields.${field}`, field);
};

/** Bring the first field the server refused into view (RJSF ids are `root_<path>`). */
const focusField = (path: string | undefined) => {
  if (!path) return;
  requestAnimationFrame(() => {
    const el = document.getElementById(`root_${path.split('.').join('_')}`);
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el?.focus({ preventScroll: true });
  });
};

const toast = (t: Translate, key: string | undefined, fallback: string) => translateOr(t, key ?? fallback, fallback);

function FormBody({ def, schema, action, id, preset, t, overrides: o }: FormBodyProps) {
  const formRef = useRef<CoreForm>(null);
  const { onFinish, query, formLoading } = useForm<BaseRecord, HttpError, Values>({
    resource: def.name,
    action,
    id,
    redirect: o.redirect ?? 'list',
    mutationMode: 'pessimistic',
    queryOptions: { retry: retryServerErrors },
    successNotification: () => ({
      type: 'success',
      message: action === 'create' ? toast(t, def.toasts?.created, 'toasts.Created') : toast(t, def.toasts?.updated, 'toasts.Updated'),
    }),
    // errors on fields are shown on them (or above the form when no field holds them): no toast as well (spec §8)
    errorNotification: (error) => (Object.keys(error?.errors ?? {}).length ? false : {
      type: 'error',
      message: translateOr(t, o.saveFailedKey?.(action) ?? 'engine.form.saveFailed', 'Could not save'),
      description: error?.message,
    }),
  });
  const record = action === 'edit' ? (query?.data?.data as Values | undefined) : undefined;
  const ctx = useMemo<FormContext>(() => ({ action, record, raw: schema.raw, t }), [action, record, schema, t]);
  const adapted = useMemo(() => {
    const base = formSchemaOf(schema.localized);
    return o.adaptSchema ? o.adaptSchema(base, ctx) : { schema: base };
  }, [schema, o, ctx]);
  const formSchema = adapted.schema;
  const uiSchema = useMemo(() => {
    const ui = uiSchemaFor(def, formSchema);
    for (const [field, extra] of Object.entries(adapted.ui ?? {})) ui[field] = { ...(ui[field] as object), ...(extra as object) };
    return { ...withSections(ui, formSchema, def.name, t, o.sections, o.restSection), 'ui:submitButtonOptions': { norender: true } };
  }, [def, formSchema, adapted, t, o]);
  const transformErrors = useMemo(() => makeTransformErrors(t), [t]);
  const customValidate = useMemo(() => makeCustomValidate(def.rules, t), [def.rules, t]);
  const widgets = useMemo(() => ({ ...ENGINE_WIDGETS, ...o.widgets }), [o]);
  const templates = useMemo(() => ({ ...ENGINE_TEMPLATES, ...o.templates }), [o]);
  const initial = useMemo(() => {
    const source = action === 'edit' ? record : { ...o.preset, ...preset };
    return o.toForm ? o.toForm(formSchema, source, ctx) : stripUnknown(formSchema, source);
  }, [formSchema, action, record, preset, o, ctx]);
  const [formData, setFormData] = useState<Values | undefined>(undefined);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, unknown>>({});
  const [submitted, setSubmitted] = useState<Values>();
  const [saving, setSaving] = useState(false);

  const data = formData ?? initial;
  const extraErrors = useMemo(() => toErrorSchema(dropChangedErrors(serverErrors, submitted, data) as Record<string, string[]>), [serverErrors, submitted, data]);
  const outside = errorsOutside(serverErrors, formSchema);

  const onChange = (next: Values) => setFormData(o.onChange ? o.onChange(next, data, ctx) : next);

  const submit = async (values: Values | undefined) => {
    const clean = o.toServer ? o.toServer(formSchema, values, ctx) : stripUnknown(formSchema, values);
    const withFiles: Values = { ...clean };
    for (const [field, file] of Object.entries(files)) if (file) withFiles[field] = file;
    setSubmitted(values);
    setServerErrors({});
    setSaving(true);
    try {
      await onFinish(withFiles);
    } catch (error) {
      const apiError = error as Partial<ApiHttpError>;
      const received = (apiError.errors as Record<string, unknown>) ?? {};
      const fieldErrors = o.mapErrors ? o.mapErrors(received) : received;
      setServerErrors(fieldErrors);
      focusField(Object.keys(fieldErrors)[0]);
    } finally {
      setSaving(false);
    }
  };

  const title = translateOr(t, `${def.name}.titles.${action}`, def.name);
  const saveButtonProps = {
    onClick: () => formRef.current?.submit(),
    loading: saving,
    disabled: (formLoading && !saving) || (action === 'edit' && !!query?.error),
    children: translateOr(t, 'engine.form.save', 'Save'),
  };
  const Container = action === 'create' ? Create : Edit;
  const loadingRecord = action === 'edit' && !record && query?.isLoading;

  const extraButtons = o.actions?.({ ...ctx, saving });
  const headerExtra = o.headerExtra?.(ctx);

  return (
    <Container
      resource={def.name}
      title={title}
      saveButtonProps={saveButtonProps}
      isLoading={loadingRecord}
      {...(action === 'edit' ? { recordItemId: id, canDelete: false } : {})}
      {...(extraButtons ? { footerButtons: ({ defaultButtons }: { defaultButtons: React.ReactNode }) => <>{extraButtons}{defaultButtons}</> } : {})}
      {...(headerExtra ? { headerButtons: ({ defaultButtons }: { defaultButtons: React.ReactNode }) => <>{defaultButtons}{headerExtra}</> } : {})}
    >
      {query?.error ? <Alert type="error" showIcon message={query.error.message} style={{ marginBottom: 16 }} /> : null}
      {Object.keys(outside).length > 0 ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={Object.values(outside).flat().join(' ')} />
      ) : null}
      <div className="engine-form" style={{ maxWidth: o.maxWidth ?? 720 }}>
        <style>{FORM_CSS}</style>
        {Object.entries(def.files ?? {}).map(([field, spec]) => (
          <ImageUpload
            key={field}
            label={fieldTitle(schema, def, field, t)}
            accept={spec.accept}
            maxBytes={spec.maxBytes}
            currentUrl={typeof record?.[field] === 'string' ? (record[field] as string) : undefined}
            value={files[field] ?? null}
            onChange={(file) => setFiles((prev) => ({ ...prev, [field]: file }))}
            errors={(serverErrors[field] as string[] | undefined) ?? undefined}
          />
        ))}
        {loadingRecord ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : action === 'edit' && query?.error ? null : (
          <Form
            ref={formRef}
            schema={formSchema as RJSFSchema}
            uiSchema={uiSchema}
            formData={data}
            validator={schemaValidator}
            widgets={widgets}
            templates={templates}
            customValidate={customValidate}
            transformErrors={transformErrors}
            extraErrors={extraErrors as ErrorSchema}
            liveValidate={submitted ? 'onChange' : undefined}
            showErrorList={false}
            noHtml5Validate
            // enums are localized into oneOf/const options: without this an optional select starts on its first value
            experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
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

/** Values for a create form from the query string, limited to the schema's properties. */
function usePreset(schema?: JsonSchema): Values {
  const { params } = useParsed();
  return useMemo(() => {
    const props = schema?.properties ?? {};
    return Object.fromEntries(Object.entries(params ?? {}).filter(([key, value]) => key in props && typeof value === 'string'));
  }, [params, schema]);
}

/**
 * The generic create/edit page: RJSF (antd theme, ajv8) on the effective schema, saved through Refine's useForm.
 * A resource's custom form passes `overrides` (formOverrides.ts) instead of copying this page.
 */
export function ResourceFormPage({ resource, action, overrides = NO_OVERRIDES }: { resource: ResourceDef; action: Action; overrides?: FormOverrides }) {
  const { t } = useEngineI18n();
  const { id } = useParsed();
  const { schema, isLoading, error } = useEffectiveSchema(resource);
  const preset = usePreset(schema?.raw);
  if (error) return <Alert type="error" showIcon message={translateOr(t, 'engine.schema.loadError', 'Could not load')} description={error.message} />;
  if (isLoading || !schema) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <FormBody def={resource} schema={schema} action={action} id={id === undefined ? undefined : String(id)} preset={preset} t={t} overrides={overrides} />;
}
