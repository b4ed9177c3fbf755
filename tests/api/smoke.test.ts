import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

it('smoke', async () => {
  const token = t.tokenFor('owner');
  const show = (label: string, r: { status: number; raw: string }) => console.log(label, r.status, r.raw.slice(0, 400));
  show('list no body', await t.call('POST', '/api/branchoffices/getFiltered', { token }));
  show('list bad json', await t.call('POST', '/api/branchoffices/getFiltered', { token, payload: '{bad', headers: { 'content-type': 'application/json' } }));
  show('one bad uuid', await t.call('GET', '/api/branchoffices/xyz', { token }));
  show('unknown api', await t.call('GET', '/api/nope', { token }));
  show('no token', await t.call('GET', '/api/users/self'));
  show('create', await t.call('POST', '/api/branchoffices', { token, body: { name: 'X', foo: 1, latitude: '3', image: 'a' } }));
  show('create text', await t.call('POST', '/api/branchoffices', { token, payload: 'hi', headers: { 'content-type': 'text/plain' } }));
  show('delete no body', await t.call('PATCH', `/api/branchoffices/delete/${t.fx.units.hq}`, { token }));
  show('self proj', await t.call('POST', '/api/companies/self', { token, body: { projection: ['configuration.general.integrations', 'configuration.general.employeePortal'] } }));
  show('self no body', await t.call('POST', '/api/companies/self', { token }));
  show('get list', await t.call('GET', '/api/companies/specialDays', { token, query: { limit: '5', sort: 'name:desc', filters: '{"name":{"contains":"x"}}' } }));
  show('get list bad', await t.call('GET', '/api/companies/specialDays', { token, query: { limit: 'abc' } }));
  show('big', await t.call('POST', '/api/branchoffices', { token, payload: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } }));
  const docs = await t.call('GET', '/api/docs/json');
  console.log('docs', docs.status, Object.keys((docs.body as { paths?: object }).paths ?? {}).join(' '));
  console.log(JSON.stringify((docs.body as { paths: Record<string, unknown> }).paths['/api/branchoffices']).slice(0, 800));
  show('docs html', await t.call('GET', '/api/docs'));
  show('es', await t.call('GET', '/api/users/self', { locale: 'es-ES' }));
  expect(1).toBe(1);
});
