import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCHEMAS } from '../../../src/shared/apiSchemas';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/**
 * The areas' request bodies are named schemas declared once (src/shared/apiSchemas): a client generated from the
 * OpenAPI document gets them by name, and the server validates against the same declaration.
 */
describe('named area schemas in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists every shared schema under components.schemas, by its $id', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const schema of API_SCHEMAS) expect(doc.components.schemas, schema.$id).toHaveProperty([schema.$id]);
  });

  it('points the routes at them: the shifts generation body and the administrator record', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/workshift/generate'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/api.shifts.generateBody' });
    expect(doc.paths['/api/users/admin/{id}'].get.responses['200'].content['application/json'].schema.properties.data).toEqual({ $ref: '#/components/schemas/api.admins.record' });
  });

  it('still validates a referenced body: an unknown property and a bad date are refused with their fields', async () => {
    const res = await t.call('POST', '/api/workshift/generate', { token: t.tokenFor('owner'), body: { from: 'tomorrow', fuzz: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect((res.body.errors ?? []).map((e) => e.field).sort()).toEqual(['from', 'fuzz']);
  });
});
