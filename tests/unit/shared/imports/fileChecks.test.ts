import { describe, expect, it } from 'vitest';
import { checkRepeats, checkRow, type ImportValues } from '../../../../src/shared/imports';

const row = (i: number, patch: ImportValues = {}): ImportValues => ({
  firstName: `Ana${'abcdefghij'[i]}`, lastName: 'Ruiz', typeOfDocument: 'PASSPORT', numberOfDocument: `P${i}`,
  email: `ana${i}@example.com`, mainBranch: 'HQ', externalId: `E${i}`, ...patch,
});
const repeats = (rows: ImportValues[]) =>
  Object.fromEntries([...checkRepeats(rows.map((r) => checkRow(r).row))].map(([i, errs]) => [i, errs.map((e) => `${e.field}:${e.code}`)]));

describe('checkRepeats: rows that clash with another row of the same file', () => {
  it('distinct rows pass', () => {
    expect(repeats([row(0), row(1), row(2)])).toEqual({});
  });

  it('the same first and last name (ignoring accents, case and spaces) → REPITED_NAME_AND_SURNAME on both', () => {
    expect(repeats([row(0, { firstName: 'José', lastName: 'García  López' }), row(1), row(2, { firstName: 'jose', lastName: 'GARCIA LÓPEZ' })])).toEqual({
      0: ['lastName:REPITED_NAME_AND_SURNAME'],
      2: ['lastName:REPITED_NAME_AND_SURNAME'],
    });
  });

  it('the same email in any case → REPITED_EMAIL; empty emails never clash', () => {
    expect(repeats([row(0, { email: 'X@Example.com' }), row(1, { email: 'x@example.com' }), row(2, { email: '' }), row(3, { email: '' })])).toEqual({
      0: ['email:REPITED_EMAIL'],
      1: ['email:REPITED_EMAIL'],
    });
  });

  it('the same document however it is written → DOCUMENT_IN_USE; the same external ID → EXTERNAL_ID_IN_USE', () => {
    expect(repeats([row(0, { numberOfDocument: '12.345.678-5', typeOfDocument: 'RUT' }), row(1, { numberOfDocument: '123456785', typeOfDocument: 'RUT', externalId: 'e0' })])).toEqual({
      0: ['numberOfDocument:DOCUMENT_IN_USE', 'externalId:EXTERNAL_ID_IN_USE'],
      1: ['numberOfDocument:DOCUMENT_IN_USE', 'externalId:EXTERNAL_ID_IN_USE'],
    });
  });
});
