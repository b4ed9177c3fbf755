import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/subscription.json';
import es from '../../../shared/i18n/es-ES/subscription.json';
import pt from '../../../shared/i18n/pt-BR/subscription.json';
import type { BillLine, BillStatus, BillView } from '../../../shared/subscription';
import type { bills } from '../../db/schema';
import { renderBillPdf } from './billPdf';

type BillRow = typeof bills.$inferSelect;
const TEXTS: Record<Locale, typeof en> = { 'en-US': en, 'es-ES': es as typeof en, 'pt-BR': pt as typeof en };

export const billView = (b: BillRow): BillView => ({
  id: b.id, number: b.number, periodStart: b.periodStart, periodEnd: b.periodEnd, lines: b.lines as unknown as BillLine[],
  subtotalCents: b.subtotalCents, taxRateBp: b.taxRateBp, taxCents: b.taxCents, totalCents: b.totalCents, currency: b.currency,
  status: b.status as BillStatus, issuedAt: b.issuedAt.toISOString(), dueDate: b.dueDate, paidAt: b.paidAt?.toISOString() ?? null,
  paymentMethod: b.paymentMethod, paymentReference: b.paymentReference,
});

/** A line's description is stored as a key (`seats:<plan>`), worded in the reader's language. */
export function lineLabel(line: BillLine, locale: Locale): string {
  const t = TEXTS[locale];
  const [kind, plan] = line.description.split(':');
  return kind === 'seats' ? t.lineSeats.replace('{{plan}}', t.plans[plan as keyof typeof t.plans] ?? plan) : line.description;
}

export function billPdfFor(bill: BillRow, companyName: string, locale: Locale): Promise<Buffer> {
  const t = TEXTS[locale];
  return renderBillPdf(bill, companyName, locale, {
    title: t.bill, number: t.number, period: t.period, status: t.status, statusText: t.billStatuses[bill.status as BillStatus] ?? bill.status,
    description: t.description, quantity: t.quantity, unitPrice: t.unitPrice, amount: t.amount, subtotal: t.subtotal, tax: t.tax, total: t.total,
    lineLabel: (l) => lineLabel(l, locale),
  });
}
