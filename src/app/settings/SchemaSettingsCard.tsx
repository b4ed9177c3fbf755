import { SaveOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/antd';
import type { ErrorSchema, ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { schemaValidator } from '../engine/form/schemaValidator';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { dropChangedErrors, toErrorSchema } from '../engine/form/formSchema';
import { makeTransformErrors } from '../engine/form/validation';
import { ENGINE_WIDGETS } from '../engine/form/widgets';
import { translateOr, useEngineI18n, type Translate } from '../engine/i18n';
import { fieldKind } from '../engine/schema/fieldKind';
import { localizeSchema } from '../engine/schema/localizeSchema';
import type { JsonSchema } from '../engine/schema/types';
import type { ApiHttpError } from '../providers/http';
import { request } from '../providers/http';
import { getSession, setSession } from '../session';
import { SETTINGS_WIDGETS } from './settingsWidgets';

type Values = Record<string, unknown>;

/** A cross-field rule failure (src/shared/settings): the dotted field, the error code and an optional limit. */
export interface RuleFailure {
  field: string;
  code: string;
  limit?: number;
}

const FORM_CSS = '.settings-form fieldset{border:0;margin:0;padding:0;min-width:0}.settings-form .ant-form-item{margin-bottom:12px}';

/** uiSchema from the schema's hints: `x-widget` names a widget, `x-unit` numbers show their unit, times a time picker. */
function uiSchemaOf(schema: JsonSchema): UiSchema {
  const ui: UiSchema = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (prop.properties) {
      ui[name] = uiSchemaOf(prop);
      continue;
    }
    const widget = prop['x-widget'];
    const kind = fieldKind(prop);
    if (typeof widget === 'string') ui[name] = { 'ui:widget': widget };
    else if (prop['x-unit']) ui[name] = { 'ui:widget': 'unitNumber' };
    else if (kind === 'time') ui[name] = { 'ui:widget': 'time' };
    else if (kind === 'enumArray') ui[name] = { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } };
    // a list of texts (symptoms, tips): the list's title is enough, its lines carry no "Title-1" labels
    else if (prop.type === 'array' && prop.items && typeof prop.items === 'object' && !Array.isArray(prop.items)) ui[name] = { items: { 'ui:label': false } };
  }
  return ui;
}

/** The properties of the root object in sections by their `x-group`, in the schema's order. */
function groupsOf(schema: RJSFSchema, names: string[]): { group: string; names: string[] }[] {
  const groups: { group: string; names: string[] }[] = [];
  for (const name of names) {
    const prop = schema.properties?.[name] as JsonSchema | undefined;
    const group = typeof prop?.['x-group'] === 'string' ? prop['x-group'] : 'other';
    let entry = groups.find((g) => g.group === group);
    if (!entry) groups.push((entry = { group, names: [] }));
    entry.names.push(name);
  }
  return groups;
}

/**
 * Root: one card per section (`x-group`, titled `<textsNs>.sections.<group>`). A nested object (break range,
 * a notification channel's flags): its title, then its fields side by side (three in a row when it has three).
 */
function SettingsObjectTemplate(props: ObjectFieldTemplateProps) {
  // a nested object's description is drawn under it by the theme's field template
  const { properties, schema, fieldPathId, title, registry } = props;
  const context = registry.formContext as { t?: Translate; textsNs?: string } | undefined;
  const t = context?.t;
  const visible = properties.filter((p) => !p.hidden);
  if (fieldPathId.path.length > 0) {
    const span = visible.length === 3 ? 8 : 12;
    return (
      <div style={{ marginBottom: 8 }}>
        {title ? <Typography.Text strong>{title}</Typography.Text> : null}
        <Row gutter={16}>
          {visible.map((p) => <Col key={p.name} xs={24} sm={span}>{p.content}</Col>)}
        </Row>
      </div>
    );
  }
  const byName = new Map(visible.map((p) => [p.name, p.content]));
  return (
    <Flex vertical gap={16}>
      {groupsOf(schema, visible.map((p) => p.name)).map(({ group, names }) => (
        <Card key={group} size="small" title={t ? translateOr(t, `${context?.textsNs ?? 'settings'}.sections.${group}`, group) : group} data-section={group}>
          {names.map((name) => <div key={name}>{byName.get(name)}</div>)}
        </Card>
      ))}
    </Flex>
  );
}

/** RJSF customValidate: the section's cross-field rules, worded like the server's messages. */
function makeValidate(t: Translate, rules: (data: Values | undefined) => RuleFailure[]) {
  type Node = { __errors?: string[]; addError?: (m: string) => void; [k: string]: unknown };
  return <E,>(formData: Values | undefined, errors: E): E => {
    for (const failure of rules(formData)) {
      let node = errors as unknown as Node;
      for (const part of failure.field.split('.')) node = (node[part] ??= { __errors: [] }) as Node;
      const params = failure.limit === undefined ? undefined : { limit: failure.limit };
      const message = translateOr(t, `errors.validation.${failure.code}`, translateOr(t, `errors.${failure.code}`, failure.code, params), params);
      if (node.addError) node.addError(message);
      else node.__errors = [...(node.__errors ?? []), message];
    }
    return errors;
  };
}

export interface SchemaSettingsCardProps {
  /** key under companies.configuration: GET /schemas/company-<key>, GET/PATCH /companies/config/<key> */
  configKey: string;
  /** i18n prefix of this section's texts: `<textsNs>.title`, `.intro`, `.sections.<group>`, `.saved` */
  textsNs: string;
  /** namespace of the `x-unit` labels (`<unitsNs>.units.<unit>`) */
  unitsNs?: string;
  /** may change the values (else read-only with a notice) */
  canEdit: boolean;
  /** rules across fields, run in the browser as on the server */
  rules?: (data: Values | undefined) => RuleFailure[];
  /** below the form (links to other settings) */
  children?: ReactNode;
}

/**
 * A company configuration section (configuration.general, covid, notifications) rendered from its JSON Schema in
 * sections, saved with PATCH /companies/config/<key>; the session's company follows the saved values (menus and
 * features read them from there). Read-only for roles that may read but not change it.
 */
export function SchemaSettingsCard({ configKey, textsNs, unitsNs = 'settings', canEdit, rules, children }: SchemaSettingsCardProps) {
  const { t } = useEngineI18n();
  const { open: notify } = useNotification();
  const formRef = useRef<CoreForm>(null);
  const [raw, setRaw] = useState<JsonSchema>();
  const [saved, setSaved] = useState<Values>();
  const [formData, setFormData] = useState<Values>();
  const [loadError, setLoadError] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, unknown>>({});
  const [submitted, setSubmitted] = useState<Values>();
  const [saving, setSaving] = useState(false);
  const configPath = `/companies/config/${configKey}`;

  useEffect(() => {
    let live = true;
    Promise.all([request<JsonSchema>(`/schemas/company-${configKey}`), request<Values>(configPath)])
      .then(([schema, values]) => {
        if (!live) return;
        setRaw(schema);
        setSaved(values);
      })
      .catch((e: Error) => live && setLoadError(e.message));
    return () => {
      live = false;
    };
  }, [configKey, configPath]);

  const schema = useMemo(() => {
    if (!raw) return undefined;
    const { $id: _id, title: _title, ...rest } = localizeSchema(raw, { ns: textsNs.split('.')[0], t });
    return rest as RJSFSchema;
  }, [raw, t, textsNs]);
  const uiSchema = useMemo(() => (raw ? { ...uiSchemaOf(raw), 'ui:submitButtonOptions': { norender: true } } : {}), [raw]);
  const transformErrors = useMemo(() => makeTransformErrors(t), [t]);
  const customValidate = useMemo(() => (rules ? makeValidate(t, rules) : undefined), [t, rules]);
  const data = formData ?? saved;
  const extraErrors = useMemo(() => toErrorSchema(dropChangedErrors(serverErrors, submitted, data) as Record<string, string[]>), [serverErrors, submitted, data]);

  /** the session's company follows the saved section */
  const keepSession = (values: Values) => {
    const session = getSession();
    if (!session?.company) return;
    const configuration = { ...((session.company.configuration as Record<string, unknown> | undefined) ?? {}), [configKey]: values };
    setSession({ ...session, company: { ...session.company, configuration } });
  };

  const save = async (values: Values) => {
    setSubmitted(values);
    setServerErrors({});
    setSaving(true);
    try {
      const next = await request<Values>(configPath, { method: 'PATCH', body: values });
      setSaved(next);
      keepSession(next);
      setFormData(undefined);
      setSubmitted(undefined);
      notify?.({ type: 'success', message: translateOr(t, `${textsNs}.saved`, translateOr(t, 'settings.saved', 'Saved')) });
    } catch (e) {
      const apiError = e as Partial<ApiHttpError>;
      setServerErrors((apiError.errors as Record<string, unknown>) ?? {});
      notify?.({ type: 'error', message: translateOr(t, 'engine.form.saveFailed', 'Could not save'), description: apiError.message });
    } finally {
      setSaving(false);
    }
  };

  const changed = JSON.stringify(data) !== JSON.stringify(saved);
  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0 }}>{t(`${textsNs}.title`)}</Typography.Title>}
      extra={canEdit ? (
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!schema || !changed} onClick={() => formRef.current?.submit()}>
          {t('settings.save')}
        </Button>
      ) : null}
    >
      <div className="settings-form" style={{ maxWidth: 880 }}>
        <style>{FORM_CSS}</style>
        <Typography.Paragraph type="secondary">{t(`${textsNs}.intro`)}</Typography.Paragraph>
        {!canEdit && schema ? <Alert type="info" showIcon message={t('settings.readOnly')} style={{ marginBottom: 16 }} /> : null}
        {loadError ? <Alert type="error" showIcon message={t('settings.loadError')} description={loadError} /> : null}
        {!schema || !data ? (loadError ? null : <Skeleton active paragraph={{ rows: 10 }} />) : (
          <Form
            ref={formRef}
            schema={schema}
            uiSchema={uiSchema}
            formData={data}
            validator={schemaValidator}
            widgets={{ ...ENGINE_WIDGETS, ...SETTINGS_WIDGETS }}
            templates={{ ObjectFieldTemplate: SettingsObjectTemplate }}
            formContext={{ t, textsNs, unitsNs }}
            customValidate={customValidate}
            transformErrors={transformErrors}
            extraErrors={extraErrors as ErrorSchema}
            liveValidate={submitted ? 'onChange' : undefined}
            showErrorList={false}
            noHtml5Validate
            focusOnFirstError
            disabled={saving || !canEdit}
            onChange={(e) => setFormData(e.formData as Values)}
            onSubmit={(e) => void save(e.formData as Values)}
            onError={() => setSubmitted((prev) => prev ?? data)}
          />
        )}
        {children}
      </div>
    </Card>
  );
}
