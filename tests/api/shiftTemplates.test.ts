import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = t.tokenFor('admin');
});
afterAll(async () => {
  await t?.close();
});

type Template = { id: string; name: string; externalId?: string; type: string; startTime?: string; endTime?: string; breakMinutes: number };

describe('shift templates', () => {
  it('create, list, update, delete', async () => {
    const created = dataOf<Template>(await t.call('POST', '/api/workshift/shiftTemplate', { token, body: { name: 'Morning', externalId: 'M-01', type: 'simple', startTime: '08:00', endTime: '16:00' } }), 201);
    expect(created).toMatchObject({ name: 'Morning', externalId: 'M-01', breakMinutes: 0, color: '#39e489' });
    const list = dataOf<{ shiftTemplates: Template[]; count: number }>(await t.call('POST', '/api/workshift/shiftTemplate/getFiltered', { token, body: { filters: { externalId: 'M-01' } } }));
    expect(list.shiftTemplates.map((s) => s.name)).toEqual(['Morning']);
    expect(dataOf<Template>(await t.call('PATCH', `/api/workshift/shiftTemplate/${created.id}`, { token, body: { breakMinutes: 30 } })).breakMinutes).toBe(30);
    expect(dataOf<Template>(await t.call('GET', `/api/workshift/shiftTemplate/${created.id}`, { token })).startTime).toBe('08:00');
    expect(dataOf(await t.call('DELETE', `/api/workshift/shiftTemplate/${created.id}`, { token }))).toEqual({ id: created.id });
  });

  it('a name and an external id are unique: "a template with that name already exists"', async () => {
    dataOf(await t.call('POST', '/api/workshift/shiftTemplate', { token, body: { name: 'Night', externalId: 'N-01', type: 'simple', startTime: '22:00', endTime: '06:00' } }), 201);
    const byName = await t.call('POST', '/api/workshift/shiftTemplate', { token, body: { name: 'NIGHT', type: 'rest' } });
    expectError(byName, 409, 'TEMPLATE_NAME_EXISTS', 'name');
    expect(byName.body.message).toBe('A template with that name already exists');
    expectError(await t.call('POST', '/api/workshift/shiftTemplate', { token, body: { name: 'Night 2', externalId: 'N-01', type: 'rest' } }), 409, 'TEMPLATE_EXTERNAL_ID_EXISTS', 'externalId');
    const other = dataOf<Template>(await t.call('POST', '/api/workshift/shiftTemplate', { token, body: { name: 'Evening', type: 'simple', startTime: '14:00', endTime: '22:00' } }), 201);
    expectError(await t.call('PATCH', `/api/workshift/shiftTemplate/${other.id}`, { token, body: { name: 'Night' } }), 409, 'TEMPLATE_NAME_EXISTS', 'name');
    dataOf(await t.call('PATCH', `/api/workshift/shiftTemplate/${other.id}`, { token, body: { name: 'Evening' } }));
  });

  it('a worked shift needs two different times; a rest day needs none', async () => {
    expectError(await t.call('POST', '/api/workshift/shiftTemplate', { token, body: { name: 'Broken', type: 'simple', startTime: '09:00' } }), 400, 'TIME_RANGE_INVALID', 'endTime');
    expectError(await t.call('POST', '/api/workshift/shiftTemplate', { token, body: { name: 'Same', type: 'simple', startTime: '09:00', endTime: '09:00' } }), 400, 'TIME_RANGE_INVALID', 'endTime');
    expectError(await t.call('POST', '/api/workshift/shiftTemplate', { token, body: { name: 'Bad time', type: 'simple', startTime: '25:00', endTime: '09:00' } }), 400, 'VALIDATION_ERROR', 'startTime');
    dataOf(await t.call('POST', '/api/workshift/shiftTemplate', { token, body: { name: 'Rest', type: 'rest' } }), 201);
  });
});
