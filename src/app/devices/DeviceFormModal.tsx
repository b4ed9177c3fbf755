import { useInvalidate, useNotification } from '@refinedev/core';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/antd';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { schemaValidator } from '../engine/form/schemaValidator';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { ResourceDef } from '../../shared/resource';
import { dropChangedErrors, errorsOutside, formSchemaOf, stripUnknown, toErrorSchema } from '../engine/form/formSchema';
import { SectionedObjectTemplate } from '../engine/form/templates/SectionedObjectTemplate';
import { uiSchemaFor, withSections } from '../engine/form/uiSchemaFor';
import { makeCustomValidate, makeTransformErrors } from '../engine/form/validation';
import { ENGINE_WIDGETS } from '../engine/form/widgets';
import { translateOr, useEngineI18n } from '../engine/i18n';
import type { JsonSchema } from '../engine/schema/types';
import { useEffectiveSchema } from '../engine/schema/useEffectiveSchema';
import { request, type ApiHttpError } from '../providers/http';
import { adaptDeviceSchema, deviceBody, type DeviceFormMode } from './deviceFormSchema';
import { devicesApi, type Device } from './devicesApi';

type Values = Record<string, unknown>;
/** The modal in two titled sections, two columns each: what the device is, then how it connects. */
const FORM_SECTIONS = [
  { key: 'device', fields: ['deviceType', 'name', 'serialNumber', 'registryType', 'organizationalUnits'] },
  { key: 'connection', fields: ['host', 'user', 'password', 'timeZone', 'pollDelay', 'sendTimeZone', 'clockSync'] },
];
const TEMPLATES = { SectionedObjectTemplate };
const FORM_CSS = '.device-form fieldset{border:0;margin:0;padding:0;min-width:0}.device-form .ant-form-item{margin-bottom:12px}';

export interface DeviceFormTarget {
  mode: DeviceFormMode;
  /** edit: the record; claim: `{ serialNumber }` (and the model the device announced) */
  record?: Values;
}

interface Props {
  def: ResourceDef;
  target: DeviceFormTarget | null;
  onClose: () => void;
  onSaved?: (device: Device) => void;
}

/**
 * The device add/edit modal (spec §5): RJSF on the effective schema like the engine's forms, in an antd Modal.
 * Client checks (ajv + the `deviceHost` rule) and the server's field errors land on the fields; errors of no field
 * show above the form. Also claims a pending serial (the same form, the serial fixed).
 */
export function DeviceFormModal({ def, target, onClose, onSaved }: Props) {
  const { t } = useEngineI18n();
  const { schema, error } = useEffectiveSchema(def);
  const open = target !== null;
  const mode = target?.mode ?? 'create';
  return (
    <Modal
      open={open}
      title={t(`devices.titles.${mode}`)}
      onCancel={onClose}
      footer={null}
      width={880}
      destroyOnHidden
      maskClosable={false}
    >
      <div data-testid="device-form-modal">
        {error ? <Alert type="error" showIcon message={translateOr(t, 'engine.schema.loadError', 'Could not load')} description={error.message} /> : null}
        {!schema ? (error ? null : <Skeleton active paragraph={{ rows: 8 }} />) : open ? (
          <Body def={def} raw={schema.localized} mode={mode} record={target?.record} onClose={onClose} onSaved={onSaved} />
        ) : null}
      </div>
    </Modal>
  );
}

function Body({ def, raw, mode, record, onClose, onSaved }: { def: ResourceDef; raw: JsonSchema; mode: DeviceFormMode; record?: Values; onClose: () => void; onSaved?: (d: Device) => void }) {
  const { t } = useEngineI18n();
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const formRef = useRef<CoreForm>(null);
  const adapted = useMemo(() => adaptDeviceSchema(formSchemaOf(raw), mode, t), [raw, mode, t]);
  const uiSchema = useMemo(() => {
    const ui = uiSchemaFor(def, adapted.schema);
    for (const [field, extra] of Object.entries(adapted.ui)) ui[field] = { ...(ui[field] as object), ...(extra as object) };
    ui.organizationalUnits = { ...(ui.organizationalUnits as object), 'ui:options': { ...((ui.organizationalUnits as { 'ui:options'?: object })?.['ui:options']), wide: true } };
    return { ...withSections(ui, adapted.schema, def.name, t, FORM_SECTIONS), 'ui:submitButtonOptions': { norender: true } };
  }, [def, adapted, t]);
  const transformErrors = useMemo(() => makeTransformErrors(t), [t]);
  const customValidate = useMemo(() => makeCustomValidate(def.rules, t), [def.rules, t]);
  const initial = useMemo(() => stripUnknown(adapted.schema, record ?? {}), [adapted, record]);
  const [formData, setFormData] = useState<Values>();
  const [serverErrors, setServerErrors] = useState<Record<string, unknown>>({});
  const [submitted, setSubmitted] = useState<Values>();
  const [saving, setSaving] = useState(false);
  const data = formData ?? initial;
  const extraErrors = useMemo(() => toErrorSchema(dropChangedErrors(serverErrors, submitted, data) as Record<string, string[]>), [serverErrors, submitted, data]);
  const outside = errorsOutside(serverErrors, adapted.schema);
  const [failure, setFailure] = useState<string>();

  const save = async (values: Values) => {
    setSubmitted(values);
    setServerErrors({});
    setFailure(undefined);
    setSaving(true);
    const body = deviceBody(values, mode);
    try {
      const saved =
        mode === 'edit'
          ? await request<Device>(`/devices/${encodeURIComponent(String(record?.id))}`, { method: 'PATCH', body })
          : mode === 'claim'
            ? await devicesApi.claim(String(record?.serialNumber), body)
            : await request<Device>('/devices', { method: 'POST', body });
      await invalidate({ resource: 'devices', invalidates: ['list', 'detail', 'many'], id: saved?.id });
      notify?.({ type: 'success', message: t(mode === 'edit' ? 'toasts.Updated' : mode === 'claim' ? 'devices.pending.claimed' : 'toasts.Created') });
      onSaved?.(saved);
      onClose();
    } catch (e) {
      const apiError = e as Partial<ApiHttpError>;
      const fields = (apiError.errors as Record<string, unknown>) ?? {};
      setServerErrors(fields);
      // an error of no field (a serial already claimed elsewhere, a lost connection) shows above the form
      if (!Object.keys(fields).length) setFailure(apiError.message ?? translateOr(t, 'engine.form.saveFailed', 'Could not save'));
    } finally {
      setSaving(false);
    }
  };

  const above = [failure, ...Object.values(outside).flat()].filter(Boolean).join(' ');
  return (
    <div className="device-form">
      <style>{FORM_CSS}</style>
      {above ? <Alert type="error" showIcon message={above} style={{ marginBottom: 16 }} data-testid="device-form-error" /> : null}
      <Form
        ref={formRef}
        schema={adapted.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={data}
        validator={schemaValidator}
        widgets={ENGINE_WIDGETS}
        templates={TEMPLATES}
        customValidate={customValidate}
        transformErrors={transformErrors}
        extraErrors={extraErrors as ErrorSchema}
        liveValidate={submitted ? 'onChange' : undefined}
        showErrorList={false}
        noHtml5Validate
        // enums as localized oneOf: no preselected first value; the units list starts empty (no blank minItems entry)
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', arrayMinItems: { populate: 'never' } }}
        focusOnFirstError
        disabled={saving}
        onChange={(e) => setFormData(e.formData as Values)}
        onSubmit={(e) => void save(e.formData as Values)}
        onError={() => setSubmitted((prev) => prev ?? data)}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
        <Button onClick={onClose} disabled={saving}>{t('devices.form.cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => formRef.current?.submit()} data-testid="device-form-save">{t('devices.form.save')}</Button>
      </div>
    </div>
  );
}
