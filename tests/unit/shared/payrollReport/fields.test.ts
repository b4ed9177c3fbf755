import { describe, expect, it } from 'vitest';
import layoutSchema from '../../../../schemas/payroll-layout.schema.json';
import { fieldValue, PAYROLL_FIELDS, toCsv, type PayrollRow } from '../../../../src/shared/payrollReport/fields';

const row: PayrollRow = {
  userId: 'u1', externalId: 'E-7', numberOfDocument: '123X', firstName: 'Ana', lastName: 'Núñez; Ruiz', unit: 'b1', unitName: 'Bilbao', position: null, typeOfContract: null,
  workedDays: 20, workedHours: 160.5, overtimeHours: 2.25, nightHours: 0, absences: [], paidAbsenceDays: 1.5, unpaidAbsenceDays: 2, vacationDays: 0,
  novelties: { BONUS: 1200.5, DEDUCTION: 30 }, noveltiesStatus: 'OPEN', slipsDelivered: 1,
};

describe('payroll export layouts', () => {
  it('offer exactly the figures a row carries', () => {
    expect(layoutSchema.properties.columns.items.properties.field.enum).toEqual([...PAYROLL_FIELDS]);
    for (const f of PAYROLL_FIELDS) expect(fieldValue(row, f, '2026-11'), f).not.toBeUndefined();
    expect([fieldValue(row, 'fullName', '2026-11'), fieldValue(row, 'absenceDays', '2026-11'), fieldValue(row, 'noveltyBonus', '2026-11'), fieldValue(row, 'noveltyAdvance', '2026-11')]).toEqual(['Ana Núñez; Ruiz', 3.5, 1200.5, 0]);
  });

  it('write CSV with the provider\'s delimiter and decimal separator, quoting what needs it', () => {
    const values = [['Núñez; Ruiz', 160.5, null], ['say "hi"', 2, 'x']];
    expect(toCsv(['A', 'B', 'C'], values, { delimiter: 'SEMICOLON', decimalSeparator: 'COMMA', includeHeader: true })).toBe('A;B;C\r\n"Núñez; Ruiz";160,5;\r\n"say ""hi""";2;x\r\n');
    expect(toCsv(['A', 'B', 'C'], values, { delimiter: 'COMMA', decimalSeparator: 'POINT', includeHeader: false })).toBe('Núñez; Ruiz,160.5,\r\n"say ""hi""",2,x\r\n');
    expect(toCsv(['A'], [['a\tb']], { delimiter: 'TAB', decimalSeparator: 'POINT', includeHeader: false })).toBe('"a\tb"\r\n');
  });

  it('keep text a spreadsheet would run as a formula as text; negative amounts stay numbers', () => {
    expect(toCsv(['A', 'B'], [['=HYPERLINK("x")', -30]], { delimiter: 'SEMICOLON', decimalSeparator: 'COMMA', includeHeader: false })).toBe('"\'=HYPERLINK(""x"")";-30\r\n');
  });
});
