import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchemaFolders, formatProblems } from '../../src/server/engine/schemaCheck';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * docs/adding-a-customer-field.md, followed to the letter: the overlay of the guide is written for the fixture
 * company `acme` into a fresh overlays folder, checked with `npm run schemas:check`'s checker, and the server is
 * (re)started on it.
 */
const OVERLAY = {
  $comment: 'ACME: the payroll code of each type of day off',
  properties: {
    payrollCode: {
      type: ['string', 'null'],
      pattern: '^[A-Z]{2}[0-9]{2}$',
      'x-labels': {
        'es-ES': { title: 'Código de nómina', description: 'Dos letras y dos cifras, p. ej. VA01' },
        'en-US': { title: 'Payroll code', description: 'Two letters and two digits, e.g. VA01' },
        'pt-BR': { title: 'Código da folha', description: 'Duas letras e dois dígitos, ex. VA01' },
      },
    },
  },
};

let t: TestApp;
let owner: string;
let overlaysDir: string;
beforeAll(async () => {
  overlaysDir = mkdtempSync(path.join(os.tmpdir(), 'hr-overlays-'));
  mkdirSync(path.join(overlaysDir, 'acme'));
  writeFileSync(path.join(overlaysDir, 'acme', 'dayoff-type.schema.json'), JSON.stringify(OVERLAY, null, 2));
  t = await createTestApp({ overlaysDir });
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
  rmSync(overlaysDir, { recursive: true, force: true });
});

type Row = { id: string; title: string; payrollCode: string | null };
const list = async (query: Record<string, string>) =>
  dataOf<{ typesOfDayoff: Row[]; count: number }>(await t.call('GET', '/api/companies/typesOfDayoff', { token: owner, query }));
const create = (body: Record<string, unknown>) => t.call('POST', '/api/companies/typesOfDayoff', { token: owner, body });

describe('docs/adding-a-customer-field.md', () => {
  it('step 2: the checker passes the overlay of the guide, and names the fix when a locale is missing', async () => {
    const ok = execFileSync('npx', ['tsx', 'scripts/schemasCheck.ts'], { encoding: 'utf8', env: { ...process.env, OVERLAYS_DIR: overlaysDir } });
    expect(ok).toMatch(/ 1 overlay\(s\) checked, all fine/);
    const labels = OVERLAY.properties.payrollCode['x-labels'];
    const broken = { properties: { payrollCode: { ...OVERLAY.properties.payrollCode, 'x-labels': { 'es-ES': labels['es-ES'], 'en-US': labels['en-US'] } } } };
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hr-overlays-bad-'));
    mkdirSync(path.join(dir, 'acme'));
    writeFileSync(path.join(dir, 'acme', 'dayoff-type.schema.json'), JSON.stringify(broken));
    const problems = formatProblems(await checkSchemaFolders({ overlaysDir: dir }));
    rmSync(dir, { recursive: true, force: true });
    expect(problems).toMatch(/acme\/dayoff-type\.schema\.json#\/properties\/payrollCode\/x-labels: x-labels is missing the locale pt-BR\. Fix: add "pt-BR"/);
  });

  it('the field is in the effective schema, marked x-overlay, with its labels', async () => {
    const schema = dataOf<{ properties: Record<string, Record<string, unknown>> }>(await t.call('GET', '/api/schemas/dayoff-type', { token: owner }));
    expect(schema.properties.payrollCode).toMatchObject({ 'x-overlay': true, title: 'Código de nómina', 'x-labels': OVERLAY.properties.payrollCode['x-labels'] });
    const demo = dataOf<{ properties: Record<string, unknown> }>(await t.call('GET', '/api/schemas/dayoff-type', { token: t.tokenFor('demoowner') }));
    expect(demo.properties).not.toHaveProperty('payrollCode');
  });

  it('create and update validate it: a bad value is a 400 on the field', async () => {
    const bad = await create({ title: 'Vacaciones guía', payrollCode: 'vacaciones' });
    expectError(bad, 400, 'VALIDATION_ERROR', 'payrollCode');
    expect(bad.body.errors?.find((e) => e.field === 'payrollCode')?.code).toBe('pattern');
    const made = dataOf<Row>(await create({ title: 'Vacaciones guía', payrollCode: 'VA01' }), 201);
    expect(made.payrollCode).toBe('VA01');
    expectError(await t.call('PATCH', `/api/companies/typesOfDayoff/${made.id}`, { token: owner, body: { payrollCode: 'V1' } }), 400, 'VALIDATION_ERROR', 'payrollCode');
  });

  it('a record without a value answers null; lists filter and sort by the field', async () => {
    const none = dataOf<Row>(await create({ title: 'Sin código guía' }), 201);
    expect(none.payrollCode).toBeNull();
    dataOf(await create({ title: 'Asuntos propios guía', payrollCode: 'AP02' }), 201);
    const sorted = await list({ filters: JSON.stringify({ payrollCode: { null: false } }), sort: 'payrollCode:asc' });
    expect(sorted.typesOfDayoff.map((r) => r.payrollCode)).toEqual(['AP02', 'VA01']);
    expect((await list({ filters: JSON.stringify({ payrollCode: { null: false } }), sort: 'payrollCode:desc' })).typesOfDayoff[0].payrollCode).toBe('VA01');
    expect((await list({ filters: JSON.stringify({ payrollCode: 'AP02' }) })).typesOfDayoff.map((r) => r.title)).toEqual(['Asuntos propios guía']);
    const all = await list({ q: 'guía' });
    expect(all.typesOfDayoff.find((r) => r.title === 'Sin código guía')).toHaveProperty('payrollCode', null);
  });

  it("the company's OpenAPI document lists the field; another company's does not", async () => {
    type Doc = { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    const mine = (await t.call<Doc>('GET', '/api/openapi.json', { token: owner })).body;
    expect(mine.components.schemas['dayoff-type'].properties.payrollCode).toMatchObject({ pattern: '^[A-Z]{2}[0-9]{2}$' });
    const theirs = (await t.call<Doc>('GET', '/api/docs/json', { token: t.tokenFor('demoowner') })).body;
    expect(theirs.components.schemas['dayoff-type'].properties).not.toHaveProperty('payrollCode');
  });
});
