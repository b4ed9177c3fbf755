import { describe, expect, it } from 'vitest';
import { adaptDeviceSchema, deviceBody } from '../../../../src/app/devices/deviceFormSchema';
import type { JsonSchema } from '../../../../src/app/engine/schema/types';

const schema: JsonSchema = {
  type: 'object',
  required: ['name', 'serialNumber', 'password'],
  properties: { name: { type: 'string' }, serialNumber: { type: 'string' }, password: { type: 'string' }, timeZone: { type: ['string', 'null'] } },
};
const t = (key: string) => key;

describe('the device form per mode', () => {
  it('asks for the password when adding, not when editing (blank keeps the stored one)', () => {
    expect(adaptDeviceSchema(schema, 'create', t).schema.required).toContain('password');
    const edit = adaptDeviceSchema(schema, 'edit', t);
    expect(edit.schema.required).not.toContain('password');
    expect(edit.ui.password).toMatchObject({ 'ui:widget': 'password', 'ui:placeholder': 'devices.form.passwordKeep' });
    expect(deviceBody({ name: 'A', password: '' }, 'edit')).toEqual({ name: 'A', timeZone: null });
    expect(deviceBody({ name: 'A', password: 'new' }, 'edit')).toMatchObject({ password: 'new' });
  });

  it('fixes the serial of a pending device and sends the rest to claim it', () => {
    expect(adaptDeviceSchema(schema, 'claim', t).ui.serialNumber).toEqual({ 'ui:disabled': true });
    expect(deviceBody({ name: 'A', serialNumber: 'CQZ1', password: 'x', timeZone: 'Europe/Madrid' }, 'claim')).toEqual({ name: 'A', password: 'x', timeZone: 'Europe/Madrid' });
  });

  it('does not change the schema it was given', () => {
    adaptDeviceSchema(schema, 'edit', t);
    expect(schema.required).toEqual(['name', 'serialNumber', 'password']);
    expect(schema.properties?.timeZone).toEqual({ type: ['string', 'null'] });
  });
});
