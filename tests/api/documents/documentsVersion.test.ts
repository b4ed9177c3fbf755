import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const self = async () => dataOf<{ flags: Record<string, unknown> }>(await t.call('POST', '/api/companies/self', { token: t.tokenFor('owner'), body: {} }));

describe('documents version (spec §1: Company › Salary when not V2, Documents when V2)', () => {
  it('follows the general setting, which the owner switches from V2 to V1 and back', async () => {
    dataOf(await t.call('PATCH', '/api/companies/config/general', { token: t.tokenFor('owner'), body: { documentsVersion: 'V1' } }));
    expect((await self()).flags.documentsVersion).toBe('V1');
    dataOf(await t.call('PATCH', '/api/companies/config/general', { token: t.tokenFor('owner'), body: { documentsVersion: 'V2' } }));
    expect((await self()).flags.documentsVersion).toBe('V2');
  });
});
