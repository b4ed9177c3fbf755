import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportValidation } from '../../../src/shared/imports';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { validRow } from './importHelpers';

type Answer = { data: ImportValidation };

describe('POST /api/users/import/validate: every row checked as the import would', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const validate = (rows: unknown[], username = 'owner', locale = 'en-US') =>
    t.call<Answer>('POST', '/api/users/import/validate', { token: t.tokenFor(username), body: { rows }, locale });
  const flagged = (answer: ImportValidation) =>
    Object.fromEntries(answer.rows.map((r) => [r.index, r.errors.map((e) => `${e.field}:${e.code}`)]));

  it('a file with each bad case gets exactly the spec code on the offending cell, with its message', async () => {
    const rows = [
      validRow(0),
      validRow(1, { firstName: '' }),
      validRow(2, { lastName: '12' }),
      validRow(3, { typeOfDocument: 'CARNET' }),
      validRow(4, { numberOfDocument: '12345678A' }),
      validRow(5, { mainBranch: '' }),
      validRow(6, { email: 'no-at-sign' }),
      validRow(7, { disability: '120' }),
      validRow(8, { documentExpirationDate: '2030-02-31' }),
      validRow(9, { mainBranch: 'Atlantis' }),
      validRow(10, { mainBranch: 'Demo Shop' }), // a unit of another company
      validRow(11, { email: 'COLLABORATOR@acme.test' }), // already a user's email
      validRow(12, { typeOfDocument: 'OTHER', numberOfDocument: 'doc-ana' }), // already a document of the company
      validRow(13, { firstName: 'Eva', lastName: 'Repetida' }),
      validRow(14, { firstName: 'eva', lastName: 'REPETIDA' }),
      validRow(15, { email: 'twice@import.test' }),
      validRow(16, { email: 'Twice@import.test' }),
      validRow(17, { typeOfDocument: 'OTHER', numberOfDocument: 'DOC-demoworker' }), // another company's document is free here
    ];
    const res = await validate(rows);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 18, valid: 2, invalid: 16 });
    expect(flagged(res.body.data)).toEqual({
      1: ['firstName:FIRSTNAME_NOT_VALID'],
      2: ['lastName:FIRST_LASTNAME_NOT_VALID'],
      3: ['typeOfDocument:TYPE_OF_DOCUMENT_NOT_VALID'],
      4: ['numberOfDocument:DOCUMENT_NOT_VALID'],
      5: ['mainBranch:MAIN_BRANCH_IS_REQUIRED'],
      6: ['email:NOT_VALID_EMAIL'],
      7: ['disability:NOT_VALID_DISABILITY'],
      8: ['documentExpirationDate:NOT_VALID_EXPIRATION_DATE'],
      9: ['mainBranch:BRANCH_NOT_EXISTS'],
      10: ['mainBranch:BRANCH_NOT_EXISTS'],
      11: ['email:REPITED_EMAIL'],
      12: ['numberOfDocument:DOCUMENT_IN_USE'],
      13: ['lastName:REPITED_NAME_AND_SURNAME'],
      14: ['lastName:REPITED_NAME_AND_SURNAME'],
      15: ['email:REPITED_EMAIL'],
      16: ['email:REPITED_EMAIL'],
    });
    const message = (i: number) => res.body.data.rows.find((r) => r.index === i)?.errors[0].message;
    expect(message(9)).toBe('The branch office does not exist');
    expect(message(13)).toBe('Repeated first and last name');
    // in the caller's language
    const es = await validate([validRow(0, { disability: '-1' })], 'owner', 'es-ES');
    expect(es.body.data.rows[0].errors[0].message).toBe('Discapacidad no válida');
  });

  it('finds units by name in any case or by id; reading changes nothing', async () => {
    const res = await validate([validRow(0, { mainBranch: 'bilbao STORE' }), validRow(1, { mainBranch: t.fx.units.sevilla })]);
    expect(res.body.data).toMatchObject({ valid: 2, invalid: 0, rows: [] });
  });

  it('an administrator validating into a unit outside their scope gets BRANCH_NOT_EXISTS, as for a unit that does not exist', async () => {
    const res = await validate([validRow(0, { mainBranch: 'Santander Store' }), validRow(1, { mainBranch: 'Sevilla Store' }), validRow(2, { mainBranch: t.fx.units.hq })], 'admin');
    expect(flagged(res.body.data)).toEqual({ 1: ['mainBranch:BRANCH_NOT_EXISTS'], 2: ['mainBranch:BRANCH_NOT_EXISTS'] });
  });

  it('only roles that may create collaborators validate; bad bodies are 400, never 500', async () => {
    expect((await validate([validRow(0)], 'viewer')).status).toBe(403);
    const unknownColumn = await t.call('POST', '/api/users/import/validate', { token: t.tokenFor('owner'), body: { rows: [{ ...validRow(0), salary: '1000' }] } });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.body.code).toBe('VALIDATION_ERROR');
    const empty = await t.call('POST', '/api/users/import/validate', { token: t.tokenFor('owner'), body: { rows: [] } });
    expect(empty.status).toBe(400);
    const numbers = await t.call('POST', '/api/users/import/validate', { token: t.tokenFor('owner'), body: { rows: [{ firstName: 12 }] } });
    expect(numbers.status).toBe(400);
  });

  it('more rows than one import takes is IMPORT_TOO_MANY_ROWS', async () => {
    const rows = Array.from({ length: 10_001 }, () => ({ firstName: 'A' }));
    const res = await t.call('POST', '/api/users/import/validate', { token: t.tokenFor('owner'), body: { rows } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMPORT_TOO_MANY_ROWS');
  });
});
