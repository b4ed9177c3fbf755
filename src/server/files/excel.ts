import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the first spreadsheet read or written: importing it costs about a quarter of a second, which
 * every start paid although most starts never touch a spreadsheet.
 */
export async function loadExcel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
