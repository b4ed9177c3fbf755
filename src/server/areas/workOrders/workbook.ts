import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/workorders.json';
import es from '../../../shared/i18n/es-ES/workorders.json';
import pt from '../../../shared/i18n/pt-BR/workorders.json';
import { contentTypeOf } from '../../files/contentTypes';
import { loadExcel } from '../../files/excel';

type Texts = typeof en;
const TEXTS: Record<Locale, Texts> = { 'en-US': en, 'es-ES': es as Texts, 'pt-BR': pt as Texts };

/** The work-order texts of a locale (the same file the screens read: src/shared/i18n/<locale>/workorders.json). */
export const woTexts = (locale: Locale): Texts => TEXTS[locale] ?? TEXTS['es-ES'];

export interface SheetColumn {
  /** key in workorders.json `export.columns` */
  key: keyof Texts['export']['columns'];
  width?: number;
}

/**
 * One sheet of rows as an XLSX answer (the product's exceljs, loaded on first use), headers in the caller's
 * language, the first row frozen; the file name carries the day it was made.
 */
export async function sendWorkbook(
  reply: { type(t: string): { header(k: string, v: string): { send(b: Buffer): unknown } } },
  locale: Locale, name: keyof Texts['export']['files'], columns: SheetColumn[], rows: Record<string, unknown>[],
): Promise<unknown> {
  const texts = woTexts(locale);
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(texts.export.files[name].slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: texts.export.columns[c.key], key: c.key, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  const day = new Date().toISOString().slice(0, 10);
  const file = texts.export.files[name].toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-');
  return reply.type(contentTypeOf('xlsx')).header('content-disposition', `attachment; filename="${file}-${day}.xlsx"`).send(Buffer.from(await book.xlsx.writeBuffer()));
}

/** hours with two decimals, for the sheets */
export const hours = (minutes: number | null | undefined): number | null => (minutes === null || minutes === undefined ? null : Math.round((minutes / 60) * 100) / 100);
