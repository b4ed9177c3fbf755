import type ExcelJS from 'exceljs';
import { loadExcel } from '../../files/excel';
import { decodeCsvBytes, parseCsv } from '../../../shared/imports';
import { zipOverBounds } from '../../files/zipBounds';
import { ApiError, fieldError } from '../../http/apiError';

/**
 * What an XLSX of the 10 MB upload may inflate to before exceljs (which inflates every part at once) reads it: a
 * 10,000-row sheet is a few MB of XML, so 100 MB and 1,000 parts leave room and stop a ZIP bomb (413 on `file`).
 */
export const XLSX_BOUNDS = { maxEntries: 1_000, maxInflatedBytes: 100 * 1024 * 1024 };

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
/** Old binary formats (.xls, OLE) and anything with NUL bytes is no CSV we can read. */
const looksBinary = (b: Buffer) => b.subarray(0, 4096).includes(0);

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A cell as text, as a person reads it: dates as YYYY-MM-DD, links and rich text by their text, formulas by result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('hyperlink' in value) return cellText((value as ExcelJS.CellHyperlinkValue).text);
    if ('result' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** The first sheet of an XLSX as rows of text. */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const over = zipOverBounds(bytes, XLSX_BOUNDS);
  if (over === 'INVALID_FILE') throw new ApiError(400, 'INVALID_FILE');
  if (over) throw new ApiError(413, over, { errors: [{ ...fieldError('file', over), params: { limit: XLSX_BOUNDS.maxInflatedBytes } }], values: { limit: XLSX_BOUNDS.maxInflatedBytes } });
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ApiError(400, 'INVALID_FILE');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value));
    rows[number - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

/** An uploaded XLSX or CSV (told apart by its bytes, not its name) as rows of text; anything else is INVALID_FILE. */
export async function readSpreadsheet(bytes: Buffer): Promise<string[][]> {
  if (isZip(bytes)) return readXlsx(bytes);
  if (looksBinary(bytes)) throw new ApiError(400, 'INVALID_FILE');
  return parseCsv(decodeCsvBytes(bytes));
}
