import { describe, expect, it } from 'vitest';
import { checkRow, EXAMPLE_ROW, type ImportValues } from '../../../../src/shared/imports';

const valid: ImportValues = {
  firstName: 'María José',
  lastName: "O'Neill García-Pérez",
  typeOfDocument: 'DNI',
  numberOfDocument: '12345678Z',
  email: 'mj@example.com',
  mainBranch: 'Bilbao Store',
};
const codes = (values: ImportValues) => checkRow(values).errors.map((e) => `${e.field}:${e.code}`);

describe('checkRow: the spec import codes one row can earn on its own', () => {
  it('a complete row, and the template example, pass', () => {
    expect(codes(valid)).toEqual([]);
    expect(codes(EXAMPLE_ROW)).toEqual([]);
  });

  it.each([
    ['FIRSTNAME_NOT_VALID', { firstName: '' }],
    ['FIRSTNAME_NOT_VALID', { firstName: 'R2D2' }],
    ['FIRSTNAME_NOT_VALID', { firstName: 'x'.repeat(81) }],
    ['FIRST_LASTNAME_NOT_VALID', { lastName: '   ' }],
    ['FIRST_LASTNAME_NOT_VALID', { lastName: 'García <script>' }],
    ['TYPE_OF_DOCUMENT_NOT_VALID', { typeOfDocument: 'DRIVING' }],
    ['TYPE_OF_DOCUMENT_NOT_VALID', { typeOfDocument: '' }],
    ['DOCUMENT_NOT_VALID', { numberOfDocument: '12345678A' }],
    ['DOCUMENT_NOT_VALID', { numberOfDocument: '' }],
    ['DOCUMENT_NOT_VALID', { typeOfDocument: 'NIE', numberOfDocument: 'X1234567A' }],
    ['DOCUMENT_NOT_VALID', { typeOfDocument: 'PASSPORT', numberOfDocument: '' }],
    ['DOCUMENT_NOT_VALID', { typeOfDocument: 'OTHER', numberOfDocument: 'A'.repeat(31) }],
    ['MAIN_BRANCH_IS_REQUIRED', { mainBranch: '' }],
    ['NOT_VALID_EMAIL', { email: 'not-an-email' }],
    ['NOT_VALID_EMAIL', { email: 'a b@example.com' }],
    ['NOT_VALID_DISABILITY', { disability: '101' }],
    ['NOT_VALID_DISABILITY', { disability: '-5' }],
    ['NOT_VALID_DISABILITY', { disability: 'mucha' }],
    ['NOT_VALID_EXPIRATION_DATE', { documentExpirationDate: '31/02/2030' }],
    ['NOT_VALID_EXPIRATION_DATE', { documentExpirationDate: 'mañana' }],
    ['NOT_VALID_DATE', { birthDate: '1990-13-01' }],
    ['NOT_VALID_DATE', { contractStartDate: '2024/02/30' }],
  ])('%s for %j', (code, patch) => {
    // the flagged cell is the one the code is about: the number for DOCUMENT_NOT_VALID, else the only patched one
    const field = code === 'DOCUMENT_NOT_VALID' ? 'numberOfDocument' : Object.keys(patch)[0];
    expect(codes({ ...valid, ...patch })).toEqual([`${field}:${code}`]);
  });

  it('an unknown type only asks for a number to be present', () => {
    expect(codes({ ...valid, typeOfDocument: 'X', numberOfDocument: 'anything' })).toEqual(['typeOfDocument:TYPE_OF_DOCUMENT_NOT_VALID']);
  });

  it('lengths and shapes of the free fields use the generic messages', () => {
    expect(checkRow({ ...valid, position: 'p'.repeat(81) }).errors).toEqual([{ field: 'position', code: 'maxLength', params: { limit: 80 } }]);
    expect(codes({ ...valid, phone: 'call me' })).toEqual(['phone:pattern']);
  });

  it('normalizes what it stores: types, documents, dates, percentages, empty cells', () => {
    const { row, errors } = checkRow({
      ...valid,
      typeOfDocument: ' dni ',
      numberOfDocument: '1234567-l',
      email: '',
      birthDate: '21/04/1990',
      documentExpirationDate: '2030-6-30',
      disability: '33 %',
    });
    expect(errors).toEqual([]);
    expect(row).toMatchObject({
      typeOfDocument: 'DNI', numberOfDocument: '01234567L', email: null, birthDate: '1990-04-21',
      documentExpirationDate: '2030-06-30', disability: 33, position: null,
    });
    expect(checkRow({ ...valid, typeOfDocument: 'Pasaporte', numberOfDocument: ' xk12 3456 ' }).row).toMatchObject({ typeOfDocument: 'PASSPORT', numberOfDocument: 'XK12 3456' });
    expect(codes({ ...valid, typeOfDocument: 'nie', numberOfDocument: 'x-1234567-l' })).toEqual([]);
  });

  it('reports every bad cell of a row, not only the first', () => {
    expect(codes({ firstName: '1', lastName: '', typeOfDocument: 'DNI', numberOfDocument: '1', email: '@', disability: '500' }).sort()).toEqual([
      'disability:NOT_VALID_DISABILITY', 'email:NOT_VALID_EMAIL', 'firstName:FIRSTNAME_NOT_VALID', 'lastName:FIRST_LASTNAME_NOT_VALID',
      'mainBranch:MAIN_BRANCH_IS_REQUIRED', 'numberOfDocument:DOCUMENT_NOT_VALID',
    ]);
  });
});
