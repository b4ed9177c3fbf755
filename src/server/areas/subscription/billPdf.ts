import type { BillLine } from '../../../shared/subscription';
import type { bills } from '../../db/schema';
import { renderPdf } from '../../reportPdf/printer';

type BillRow = typeof bills.$inferSelect;
export interface BillPdfLabels { title: string; number: string; period: string; status: string; statusText: string; description: string; quantity: string; unitPrice: string; amount: string; subtotal: string; tax: string; total: string; lineLabel: (l: BillLine) => string }

/** A bill as a one-page PDF: who, number, period, status, lines, subtotal, tax and total. */
export async function renderBillPdf(bill: BillRow, companyName: string, locale: string, t: BillPdfLabels): Promise<Buffer> {
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: bill.currency }).format(cents / 100);
  const lines = bill.lines as unknown as BillLine[];
  const doc = {
    // the reports' printer and font (src/server/reportPdf): full Unicode, nothing fetched, one setup for every PDF
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: [
      { text: `${t.title} ${bill.number}`, fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      { text: companyName, fontSize: 12, margin: [0, 0, 0, 12] },
      { columns: [{ text: `${t.period}: ${bill.periodStart} – ${bill.periodEnd}` }, { text: `${t.status}: ${t.statusText}`, alignment: 'right' }], margin: [0, 0, 0, 12] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 60, 80, 80],
          body: [
            [{ text: t.description, bold: true }, { text: t.quantity, bold: true, alignment: 'right' }, { text: t.unitPrice, bold: true, alignment: 'right' }, { text: t.amount, bold: true, alignment: 'right' }],
            ...lines.map((l) => [t.lineLabel(l), { text: String(l.quantity), alignment: 'right' }, { text: money(l.unitPriceCents), alignment: 'right' }, { text: money(l.amountCents), alignment: 'right' }]),
            ['', '', { text: t.subtotal, alignment: 'right' }, { text: money(bill.subtotalCents), alignment: 'right' }],
            ['', '', { text: `${t.tax} (${bill.taxRateBp / 100} %)`, alignment: 'right' }, { text: money(bill.taxCents), alignment: 'right' }],
            ['', '', { text: t.total, bold: true, alignment: 'right' }, { text: money(bill.totalCents), bold: true, alignment: 'right' }],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
  return renderPdf(doc);
}
