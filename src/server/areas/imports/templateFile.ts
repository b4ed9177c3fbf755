import type ExcelJS from 'exceljs';
import { loadExcel } from '../../files/excel';
import { DOCUMENT_TYPES, EXAMPLE_ROW, IMPORT_COLUMNS, MAX_IMPORT_ROWS, REQUIRED_COLUMNS, toCsv, type ImportColumn } from '../../../shared/imports';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { JsonSchema } from '../../engine/schemaStore';
import { customImportColumns } from '../../../shared/imports';
import { enumLabel, fieldLabels } from '../../../shared/overlayLabels';
import { columnLabel, templateText } from './importTexts';

const PRIMARY = 'FF39E489';
const TEXT_COLUMNS: ImportColumn[] = ['numberOfDocument', 'phone', 'externalId'];

/** `Nombre *`: the header a person reads; the parser finds the column with or without the mark. */
const header = (locale: Locale, column: ImportColumn) => `${columnLabel(locale, column)}${REQUIRED_COLUMNS.includes(column) ? ' *' : ''}`;

/** A company custom field of the file: its header (the overlay's own label) and an example (an enum's first label). */
interface CustomColumn {
  key: string;
  header: string;
  example: string;
}

/** The company's custom fields (effective user schema) as template columns in the caller's language. */
function customColumns(locale: Locale, schema: JsonSchema): CustomColumn[] {
  return customImportColumns(schema).map(({ key, labels }) => {
    const prop = schema.properties![key];
    const first = Array.isArray(prop.enum) ? prop.enum.find((v) => v !== null) : undefined;
    const required = schema.required?.includes(key) ? ' *' : '';
    return { key, header: `${labels[LOCALES.indexOf(locale)]}${required}`, example: first === undefined ? '' : enumLabel(fieldLabels(prop, locale), first) };
  });
}

/** The example row, naming one of the caller's units so it is valid as it stands. */
const exampleRow = (branch: string | undefined, custom: CustomColumn[]) => [
  ...IMPORT_COLUMNS.map((c) => (c === 'mainBranch' && branch ? branch : EXAMPLE_ROW[c])),
  ...custom.map((c) => c.example),
];

/** CSV in the separator the locale's Excel expects (`;` where the decimal mark is a comma). */
export function csvTemplate(locale: Locale, branches: { name: string }[], schema: JsonSchema): Buffer {
  const delimiter = locale === 'en-US' ? ',' : ';';
  const custom = customColumns(locale, schema);
  const headers = [...IMPORT_COLUMNS.map((c) => header(locale, c)), ...custom.map((c) => c.header)];
  return Buffer.from(toCsv([headers, exampleRow(branches[0]?.name, custom)], delimiter), 'utf8');
}

/**
 * The Excel template: the sheet to fill (headers, the example row, document numbers and phones as text so leading
 * zeros survive, drop-downs for the document type and the unit; the company's custom fields last, headed by their
 * own labels) and a sheet with the values those drop-downs offer.
 */
export async function xlsxTemplate(locale: Locale, branches: { name: string; code: string | null }[], schema: JsonSchema): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(templateText(locale, 'sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const values = book.addWorksheet(templateText(locale, 'listsSheet'));

  const custom = customColumns(locale, schema);
  sheet.columns = [
    ...IMPORT_COLUMNS.map((c) => ({
      header: header(locale, c),
      key: c,
      width: Math.max(16, header(locale, c).length + 4),
      style: TEXT_COLUMNS.includes(c) ? { numFmt: '@' } : {},
    })),
    ...custom.map((c) => ({ header: c.header, key: c.key, width: Math.max(16, c.header.length + 4), style: { numFmt: '@' } })),
  ];
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: PRIMARY } };
  sheet.addRow(exampleRow(branches[0]?.name, custom));

  values.columns = [
    { header: templateText(locale, 'documentTypes'), width: 20 },
    { header: templateText(locale, 'branches'), width: 36 },
    { header: templateText(locale, 'code'), width: 14 },
  ];
  values.getRow(1).font = { bold: true };
  DOCUMENT_TYPES.forEach((t, i) => (values.getCell(i + 2, 1).value = t));
  branches.forEach((b, i) => {
    values.getCell(i + 2, 2).value = b.name;
    values.getCell(i + 2, 3).value = b.code ?? '';
  });

  // range validations exist at run time (exceljs 4) but are missing from its typings
  const validations = (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }).dataValidations;
  const sheetRef = `'${values.name.replace(/'/g, "''")}'`;
  const lastRow = MAX_IMPORT_ROWS + 1;
  const letter = (c: ImportColumn) => sheet.getColumn(c).letter;
  const list = (range: string) => ({ type: 'list' as const, allowBlank: true, formulae: [range] });
  validations.add(`${letter('typeOfDocument')}2:${letter('typeOfDocument')}${lastRow}`, list(`${sheetRef}!$A$2:$A$${DOCUMENT_TYPES.length + 1}`));
  if (branches.length) {
    // a list, not a rule: a unit's code is accepted too, so Excel only suggests (warning style, not stop)
    validations.add(`${letter('mainBranch')}2:${letter('mainBranch')}${lastRow}`, {
      ...list(`${sheetRef}!$B$2:$B$${branches.length + 1}`), showErrorMessage: false,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
