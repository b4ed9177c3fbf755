import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/** Company › Employer records (resources/employerRecords.ts): the company's employer registrations. */
type EmployerRecord = { id: string; name: string; registrationNumber: string; branchOfficeId: string | null; riskClass: string; address?: string; active: boolean };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string) => ({ token: t.tokenFor(user) });
const create = (user: string, body: Record<string, unknown>) => t.call('POST', '/api/companies/employerRecords', { ...as(user), body });

describe('employer records', () => {
  let madrid: EmployerRecord;

  it('an administrator creates one tied to a unit of theirs; it starts active in risk class I and shows in the list', async () => {
    madrid = dataOf<EmployerRecord>(await create('admin', { name: 'Acme Madrid', registrationNumber: '28/1045872/33', branchOfficeId: t.fx.units.north, address: 'Gran Vía 1, Madrid' }), 201);
    expect(madrid).toMatchObject({ name: 'Acme Madrid', registrationNumber: '28/1045872/33', branchOfficeId: t.fx.units.north, riskClass: 'I', active: true });
    dataOf(await create('owner', { name: 'Acme Getafe', registrationNumber: '28/1098344/17', riskClass: 'III' }), 201);
    const page = dataOf<{ employerRecords: EmployerRecord[]; count: number }>(await t.call('POST', '/api/companies/employerRecords/getFiltered', { ...as('viewer'), body: { sort: [{ field: 'name', order: 'asc' }] } }));
    expect(page.employerRecords.map((r) => r.name)).toEqual(['Acme Getafe', 'Acme Madrid']);
    const risky = dataOf<{ employerRecords: EmployerRecord[] }>(await t.call('POST', '/api/companies/employerRecords/getFiltered', { ...as('viewer'), body: { filters: { riskClass: { in: ['III', 'IV'] } } } }));
    expect(risky.employerRecords.map((r) => r.registrationNumber)).toEqual(['28/1098344/17']);
    expect(dataOf<EmployerRecord>(await t.call('GET', `/api/companies/employerRecords/${madrid.id}`, as('manager'))).name).toBe('Acme Madrid');
  });

  it('refuses a registration number the company already has, a risk class outside I–V and another company\'s unit', async () => {
    expectError(await create('owner', { name: 'Otra', registrationNumber: '28/1045872/33' }), 409, 'EMPLOYER_RECORD_EXISTS', 'registrationNumber');
    const res = await create('owner', { name: 'Otra', registrationNumber: '28/1045872/33' });
    expect(res.body.errors?.find((e) => e.field === 'registrationNumber')?.code).toBe('EMPLOYER_RECORD_EXISTS');
    // the message in the reader's language
    expect((await t.call('POST', '/api/companies/employerRecords', { ...as('owner'), body: { name: 'Otra', registrationNumber: '28/1045872/33' }, locale: 'en-US' })).body.message)
      .toBe('An employer record with that registration number already exists');
    expectError(await create('owner', { name: 'Otra', registrationNumber: '99/1', riskClass: 'VI' }), 400, 'VALIDATION_ERROR', 'riskClass');
    expectError(await create('owner', { name: 'Otra', registrationNumber: '99/1', branchOfficeId: t.fx.units.bShop }), 400, 'REF_NOT_FOUND', 'branchOfficeId');
    // an administrator of North may not tie one to a unit outside his units
    expectError(await create('admin', { name: 'Otra', registrationNumber: '99/1', branchOfficeId: t.fx.units.sevilla }), 400, 'REF_NOT_FOUND', 'branchOfficeId');
    // editing another record onto a number in use is refused the same way
    const other = dataOf<EmployerRecord>(await create('owner', { name: 'Acme Sevilla', registrationNumber: '41/1078455/28' }), 201);
    expectError(await t.call('PATCH', `/api/companies/employerRecords/${other.id}`, { ...as('owner'), body: { registrationNumber: '28/1045872/33' } }), 409, 'EMPLOYER_RECORD_EXISTS', 'registrationNumber');
    // another company may hold the same number
    dataOf(await create('demoowner', { name: 'Demo Madrid', registrationNumber: '28/1045872/33' }), 201);
  });

  it('keeps each company to its own records: another company\'s id answers 404', async () => {
    const theirs = dataOf<EmployerRecord>(await create('demoowner', { name: 'Demo Sevilla', registrationNumber: '41/0000001/11' }), 201);
    expectError(await t.call('GET', `/api/companies/employerRecords/${theirs.id}`, as('owner')), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/companies/employerRecords/${theirs.id}`, { ...as('owner'), body: { name: 'Mine now' } }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', `/api/companies/employerRecords/${theirs.id}`, as('owner')), 404, 'NOT_FOUND');
    const ours = dataOf<{ employerRecords: EmployerRecord[] }>(await t.call('POST', '/api/companies/employerRecords/getFiltered', { ...as('owner'), body: { limit: 100 } }));
    expect(ours.employerRecords.some((r) => r.id === theirs.id)).toBe(false);
  });

  it('a viewer reads but may not write; an administrator edits and deletes', async () => {
    expectError(await create('viewer', { name: 'Nope', registrationNumber: '01/1' }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/companies/employerRecords/${madrid.id}`, { ...as('viewer'), body: { active: false } }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', `/api/companies/employerRecords/${madrid.id}`, as('viewer')), 403, 'FORBIDDEN');
    expectError(await create('manager', { name: 'Nope', registrationNumber: '01/1' }), 403, 'FORBIDDEN');
    expect(dataOf<EmployerRecord>(await t.call('PATCH', `/api/companies/employerRecords/${madrid.id}`, { ...as('admin'), body: { active: false, riskClass: 'II' } }))).toMatchObject({ active: false, riskClass: 'II' });
    dataOf(await t.call('DELETE', `/api/companies/employerRecords/${madrid.id}`, as('admin')));
    expectError(await t.call('GET', `/api/companies/employerRecords/${madrid.id}`, as('owner')), 404, 'NOT_FOUND');
  });
});
