import type { JsonSchema } from '../engine/schema/types';

export type DeviceFormMode = 'create' | 'edit' | 'claim';
type Ui = Record<string, unknown>;

/** IANA zones the browser knows, offered as suggestions of the device's time zone (empty = its unit's). */
const zones = (): string[] => {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
};

/**
 * The device form per mode: on edit the password is optional (blank keeps the stored one: it is never sent back);
 * on claim the serial is the pending device's and cannot change; the time zone suggests IANA names.
 */
export function adaptDeviceSchema(schema: JsonSchema, mode: DeviceFormMode, t: (key: string) => string): { schema: JsonSchema; ui: Ui } {
  const properties = { ...(schema.properties ?? {}) };
  let required = [...(schema.required ?? [])];
  const ui: Ui = {
    password: { 'ui:widget': 'password', ...(mode === 'edit' ? { 'ui:placeholder': t('devices.form.passwordKeep') } : {}) },
    timeZone: { 'ui:placeholder': t('devices.form.timeZoneDefault') },
    host: { 'ui:placeholder': '192.168.1.201 · reloj.example.com' },
  };
  if (mode === 'edit') required = required.filter((f) => f !== 'password');
  if (mode === 'claim') ui.serialNumber = { 'ui:disabled': true };
  if (properties.timeZone) {
    const list = zones();
    if (list.length) properties.timeZone = { ...properties.timeZone, examples: list };
  }
  return { schema: { ...schema, properties, ...(required.length ? { required } : {}) }, ui };
}

/** The body sent: on edit a blank password is left out (kept); on claim the serial travels in the path. */
export function deviceBody(values: Record<string, unknown>, mode: DeviceFormMode): Record<string, unknown> {
  const body = { ...values };
  if (mode === 'edit' && (body.password === undefined || body.password === '')) delete body.password;
  if (mode === 'claim') delete body.serialNumber;
  if (body.timeZone === '' || body.timeZone === undefined) body.timeZone = null;
  return body;
}
