import { SaveOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/antd';
import type { ErrorSchema, ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { generalSettingsErrors } from '../../shared/settings/generalSettingsRules';
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
import { useAllowed } from '../shell/access/useAllowed';

type Values = Record<string, unknown>;

const SCHEMA_ID = 'company-general';
const CONFIG_PATH = '/companies/config/general';
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
 * Root: one card per section (tolerances, overtime, breaks, night, clocking, portal). A nested object (break range,
 * overtime limits, night range): its title, then its fields side by side.
 */
function SettingsObjectTemplate(props: ObjectFieldTemplateProps) {
  // a nested object's description is drawn under it by the theme's field template
  const { properties, schema, fieldPathId, title, registry } = props;
  const t = registry.formContext?.t as Translate | undefined;
  const visible = properties.filter((p) => !p.hidden);
  if (fieldPathId.path.length > 0) {
    return (
      <div style={{ marginBottom: 8 }}>
        {title ? <Typography.Text strong>{title}</Typography.Text> : null}
        <Row gutter={16}>
          {visible.map((p) => <Col key={p.name} xs={24} sm={12}>{p.content}</Col>)}
        </Row>
      </div>
    );
  }
  const byName = new Map(visible.map((p) => [p.name, p.content]));
  return (
    <Flex vertical gap={16}>
      {groupsOf(schema, visible.map((p) => p.name)).map(({ group, names }) => (
        <Card key={group} size="small" title={t ? translateOr(t, `settings.sections.${group}`, group) : group} data-section={group}>
          {names.map((name) => <div key={name}>{byName.get(name)}</div>)}
        </Card>
      ))}
    </Flex>
  );
}

/** RJSF customValidate: the shared cross-field rules, worded like the server's messages. */
function makeValidate(t: Translate) {
  type Node = { __errors?: string[]; addError?: (m: string) => void; [k: string]: unknown };
  return <E,>(formData: Values | undefined, errors: E): E => {
    for (const failure of generalSettingsErrors(formData)) {
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

/**
 * /settings: the company's general time and clocking settings (configuration.general), a form rendered from
 * schemas/company-general.schema.json (GET /schemas/company-general) in sections, saved with
 * PATCH /companies/config/general. Roles that may read but not change the settings see it read-only.
 */
export default function GeneralSettingsPage() {
  const { t } = useEngineI18n();
  const { open: notify } = useNotification();
  const canEdit = useAllowed('settings', 'edit');
  const formRef = useRef<CoreForm>(null);
  const [raw, setRaw] = useState<JsonSchema>();
  const [saved, setSaved] = useState<Values>();
  const [formData, setFormData] = useState<Values>();
  const [loadError, setLoadError] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, unknown>>({});
  const [submitted, setSubmitted] = useState<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([request<JsonSchema>(`/schemas/${SCHEMA_ID}`), request<Values>(CONFIG_PATH)])
      .then(([schema, values]) => {
        if (!live) return;
        setRaw(schema);
        setSaved(values);
      })
      .catch((e: Error) => live && setLoadError(e.message));
    return () => {
      live = false;
    };
  }, []);

  const schema = useMemo(() => {
    if (!raw) return undefined;
    const { $id: _id, title: _title, ...rest } = localizeSchema(raw, { ns: 'settings', t });
    return rest as RJSFSchema;
  }, [raw, t]);
  const uiSchema = useMemo(() => (raw ? { ...uiSchemaOf(raw), 'ui:submitButtonOptions': { norender: true } } : {}), [raw]);
  const transformErrors = useMemo(() => makeTransformErrors(t), [t]);
  const customValidate = useMemo(() => makeValidate(t), [t]);
  const data = formData ?? saved;
  const extraErrors = useMemo(() => toErrorSchema(dropChangedErrors(serverErrors, submitted, data) as Record<string, string[]>), [serverErrors, submitted, data]);

  /** the session's company follows the saved settings (menus read the documents version from it) */
  const keepSessionGeneral = (general: Values) => {
    const session = getSession();
    if (!session?.company) return;
    const configuration = { ...((session.company.configuration as Record<string, unknown> | undefined) ?? {}), general };
    setSession({ ...session, company: { ...session.company, configuration } });
  };

  const save = async (values: Values) => {
    setSubmitted(values);
    setServerErrors({});
    setSaving(true);
    try {
      const next = await request<Values>(CONFIG_PATH, { method: 'PATCH', body: values });
      setSaved(next);
      keepSessionGeneral(next);
      setFormData(undefined);
      setSubmitted(undefined);
      notify?.({ type: 'success', message: translateOr(t, 'settings.saved', 'Saved') });
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
      title={<Typography.Title level={4} style={{ margin: 0 }}>{t('settings.title')}</Typography.Title>}
      extra={canEdit ? (
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!schema || !changed} onClick={() => formRef.current?.submit()}>
          {t('settings.save')}
        </Button>
      ) : null}
    >
      <div className="settings-form" style={{ maxWidth: 880 }}>
        <style>{FORM_CSS}</style>
        <Typography.Paragraph type="secondary">{t('settings.intro')}</Typography.Paragraph>
        {!canEdit && schema ? <Alert type="info" showIcon message={t('settings.readOnly')} style={{ marginBottom: 16 }} /> : null}
        {loadError ? <Alert type="error" showIcon message={t('settings.loadError')} description={loadError} /> : null}
        {!schema || !data ? (loadError ? null : <Skeleton active paragraph={{ rows: 10 }} />) : (
          <Form
            ref={formRef}
            schema={schema}
            uiSchema={uiSchema}
            formData={data}
            validator={validator}
            widgets={{ ...ENGINE_WIDGETS, ...SETTINGS_WIDGETS }}
            templates={{ ObjectFieldTemplate: SettingsObjectTemplate }}
            formContext={{ t }}
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
        <Card size="small" title={t('settings.otherSettings')} style={{ marginTop: 16 }}>
          <Space size="large" wrap>
            <Link to="/settings/collaborator-lists">{t('settings.collaboratorLists')}</Link>
            <Link to="/levels">{t('settings.levels')}</Link>
          </Space>
        </Card>
      </div>
    </Card>
  );
}
