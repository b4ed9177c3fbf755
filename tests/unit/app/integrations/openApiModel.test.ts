import { describe, expect, it } from 'vitest';
import { curlExamples, entitySchemaIds, operationsByTag, schemaFields, type OpenApiDoc } from '../../../../src/app/integrations/developers/openApiModel';

const product: OpenApiDoc = {
  paths: {
    '/api/users/getFiltered': { post: { summary: 'List users', tags: ['users'], requestBody: {} } },
    '/api/users/{id}': { get: { summary: 'One user', tags: ['users'] }, patch: { summary: 'Edit a user', tags: ['users'], requestBody: {} } },
    '/api/companies/specialDays': { get: { summary: 'List special days', tags: ['specialdays'] } },
  },
  components: { schemas: { user: { type: 'object', required: ['firstName'], properties: { firstName: { type: 'string' }, birthDate: { type: ['string', 'null'], format: 'date' } } }, 'api.users.body': { type: 'object' } } },
};
const company: OpenApiDoc = {
  ...product,
  components: { schemas: { ...product.components?.schemas, user: { ...product.components?.schemas?.user, properties: { ...product.components?.schemas?.user.properties, uniformSize: { type: 'string', enum: ['S', 'M', null] } } } } },
};

describe('the developers screen reads the company OpenAPI document', () => {
  it('lists every call by area and finds one by path or words', () => {
    const all = operationsByTag(company);
    expect([...all.keys()]).toEqual(['specialdays', 'users']);
    expect(all.get('users')?.map((op) => `${op.method} ${op.path}`)).toEqual(['POST /api/users/getFiltered', 'GET /api/users/{id}', 'PATCH /api/users/{id}']);
    expect([...operationsByTag(company, 'special days').values()].flat().map((op) => op.path)).toEqual(['/api/companies/specialDays']);
    expect(operationsByTag(company, 'nothing like it').size).toBe(0);
  });

  it('shows entities with the company\'s own fields marked and types readable', () => {
    expect(entitySchemaIds(company)).toEqual(['user']);
    expect(schemaFields(company, product, 'user')).toEqual([
      { name: 'firstName', type: 'string', required: true, custom: false },
      { name: 'birthDate', type: 'string (date)', required: false, custom: false },
      { name: 'uniformSize', type: 'string (S, M)', required: false, custom: true },
    ]);
    // without the product's document nothing is claimed custom
    expect(schemaFields(company, undefined, 'user').some((f) => f.custom)).toBe(false);
  });

  it('writes curl examples on the server\'s own address with the key and the reader\'s language', () => {
    const [list] = curlExamples('https://hr.example.com/api', 'pt-BR');
    expect(list.command).toContain('curl -s -X POST https://hr.example.com/api/users/getFiltered');
    expect(list.command).toContain('Authorization: Bearer $HR_API_KEY');
    expect(list.command).toContain('Accept-Language: pt-BR');
  });
});
