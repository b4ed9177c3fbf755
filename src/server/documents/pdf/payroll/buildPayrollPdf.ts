import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { euros, payslipFigures, type PayslipFigures, type PayslipLine } from './payslipFigures';
import { sanitizerFor } from './winAnsi';

/** A person to print a payslip for. */
export interface PayrollPerson {
  firstName: string;
  lastName: string;
  /** null prints the slip without any document number (a hard case for the matcher) */
  numberOfDocument: string | null;
  position?: string | null;
  /** YYYY-MM-DD; gives the seniority */
  contractStartDate?: string | null;
  typeOfContract?: string | null;
  /** 2: the slip runs over two pages ("Página 1 de 2"), the second without the worker's name or number */
  pages?: 1 | 2;
  /** how the name is printed: `GARCÍA LÓPEZ, MARÍA` (default, as most Spanish payroll software) or `María García López` */
  nameOrder?: 'surnamesFirst' | 'firstNameFirst';
}

export interface PayrollCompany {
  name: string;
  /** CIF */
  taxId: string;
  address: string;
  /** código cuenta de cotización */
  contributionAccount: string;
  city?: string;
}

export interface PayrollOptions {
  /** YYYY-MM */
  period: string;
  company: PayrollCompany;
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const A4: [number, number] = [595.28, 841.89];
const LEFT = 40;
const RIGHT = A4[0] - 40;
const GREY = rgb(0.45, 0.45, 0.45);

type Align = 'left' | 'right';

/** Draws sanitised text on one page with the two fonts of the payslip. */
class Sheet {
  constructor(private readonly page: PDFPage, private readonly fonts: { regular: PDFFont; bold: PDFFont }, private readonly clean: (t: string) => string) {}

  text(x: number, y: number, text: string, opts: { size?: number; bold?: boolean; align?: Align; grey?: boolean } = {}): void {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const size = opts.size ?? 8;
    const clean = this.clean(text);
    const at = opts.align === 'right' ? x - font.widthOfTextAtSize(clean, size) : x;
    this.page.drawText(clean, { x: at, y, size, font, color: opts.grey ? GREY : undefined });
  }

  rule(y: number, from = LEFT, to = RIGHT): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: GREY });
  }

  box(x: number, y: number, width: number, height: number): void {
    this.page.drawRectangle({ x, y, width, height, borderWidth: 0.5, borderColor: GREY });
  }
}

function periodOf(period: string): { from: string; to: string; label: string; year: number; month: number } {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new RangeError(`buildPayrollPdf: period ${period} is not YYYY-MM`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `01/${mm}/${year}`, to: `${last}/${mm}/${year}`, label: `${MONTHS[month - 1]} ${year}`, year, month };
}

const displayDate = (iso: string) => iso.split('-').reverse().join('/');

function header(sheet: Sheet, company: PayrollCompany, title: string, top: number): void {
  sheet.text(LEFT, top, company.name, { size: 11, bold: true });
  sheet.text(LEFT, top - 13, company.address);
  sheet.text(LEFT, top - 24, `CIF: ${company.taxId}    C.C.C.: ${company.contributionAccount}`);
  sheet.text(RIGHT, top, title, { size: 9, bold: true, align: 'right' });
  sheet.rule(top - 32);
}

function linesTable(sheet: Sheet, y: number, figures: PayslipFigures): number {
  const QTY = 330;
  const EARN = 455;
  sheet.text(LEFT, y, 'CONCEPTO', { bold: true });
  sheet.text(QTY, y, 'CANTIDAD', { bold: true, align: 'right' });
  sheet.text(EARN, y, 'DEVENGOS', { bold: true, align: 'right' });
  sheet.text(RIGHT, y, 'DEDUCCIONES', { bold: true, align: 'right' });
  sheet.rule(y - 4);
  y -= 16;
  const row = (line: PayslipLine, column: number) => {
    sheet.text(LEFT + 8, y, line.concept);
    sheet.text(QTY, y, line.quantity, { align: 'right' });
    sheet.text(column, y, euros(line.amount), { align: 'right' });
    y -= 12;
  };
  sheet.text(LEFT, y, 'I. DEVENGOS', { bold: true });
  y -= 12;
  for (const line of figures.earnings) row(line, EARN);
  y -= 4;
  sheet.text(LEFT, y, 'II. DEDUCCIONES', { bold: true });
  y -= 12;
  for (const line of figures.deductions) row(line, RIGHT);
  sheet.rule(y + 4);
  y -= 10;
  sheet.text(LEFT, y, 'A. TOTAL DEVENGADO', { bold: true });
  sheet.text(EARN, y, euros(figures.totalEarnings), { bold: true, align: 'right' });
  y -= 12;
  sheet.text(LEFT, y, 'B. TOTAL A DEDUCIR', { bold: true });
  sheet.text(RIGHT, y, euros(figures.totalDeductions), { bold: true, align: 'right' });
  y -= 16;
  sheet.box(LEFT, y - 6, RIGHT - LEFT, 18);
  sheet.text(LEFT + 8, y, 'LÍQUIDO TOTAL A PERCIBIR (A - B)', { size: 9, bold: true });
  sheet.text(RIGHT - 8, y, `${euros(figures.net)} €`, { size: 9, bold: true, align: 'right' });
  return y - 26;
}

function basesTable(sheet: Sheet, y: number, figures: PayslipFigures): number {
  sheet.text(LEFT, y, 'DETERMINACIÓN DE LAS BASES DE COTIZACIÓN A LA SEGURIDAD SOCIAL Y DE LA BASE SUJETA A RETENCIÓN DEL IRPF', { size: 7, bold: true });
  y -= 14;
  const bases: [string, number][] = [
    ['Base de contingencias comunes', figures.contributionBase],
    ['Base de contingencias profesionales y conceptos de recaudación conjunta', figures.professionalBase],
    [`Base sujeta a retención del IRPF (${figures.irpfRate} %)`, figures.irpfBase],
  ];
  for (const [label, amount] of bases) {
    sheet.text(LEFT + 8, y, label);
    sheet.text(RIGHT, y, euros(amount), { align: 'right' });
    y -= 12;
  }
  y -= 4;
  sheet.text(LEFT, y, 'APORTACIÓN DE LA EMPRESA', { size: 7, bold: true });
  y -= 12;
  for (const line of figures.employerContributions) {
    sheet.text(LEFT + 8, y, line.concept);
    sheet.text(380, y, line.quantity, { align: 'right' });
    sheet.text(RIGHT, y, euros(line.amount), { align: 'right' });
    y -= 11;
  }
  return y - 8;
}

function footer(sheet: Sheet, page: number, pages: number): void {
  sheet.rule(52);
  sheet.text(LEFT, 40, 'Este recibo se ajusta al modelo oficial (Orden ESS/2098/2014). Consérvelo.', { size: 6.5, grey: true });
  sheet.text(RIGHT, 40, `Página ${page} de ${pages}`, { size: 7.5, align: 'right' });
}

/** Seniority in whole years at the end of the period, from the contract start (or a plausible one). */
function yearsOf(person: PayrollPerson, year: number, month: number, seed: number): number {
  const start = person.contractStartDate ? /^(\d{4})-(\d{2})/.exec(person.contractStartDate) : null;
  if (!start) return seed % 12;
  return Math.max(0, year - Number(start[1]) - (Number(start[2]) > month ? 1 : 0));
}

function workerBlock(sheet: Sheet, y: number, person: PayrollPerson, opts: { period: ReturnType<typeof periodOf>; years: number; seed: number }): number {
  const name = person.nameOrder === 'firstNameFirst'
    ? `${person.firstName} ${person.lastName}`
    : `${person.lastName}, ${person.firstName}`.toUpperCase();
  sheet.box(LEFT, y - 62, RIGHT - LEFT, 72);
  sheet.text(LEFT + 8, y, 'TRABAJADOR/A', { size: 7, bold: true, grey: true });
  sheet.text(LEFT + 8, y - 14, name, { size: 10, bold: true });
  const affiliation = `28/${String(10_000_000 + (opts.seed % 89_999_999)).padStart(8, '0')}/${String(opts.seed % 97).padStart(2, '0')}`;
  sheet.text(LEFT + 8, y - 28, person.numberOfDocument ? `NIF: ${person.numberOfDocument}` : 'NIF: —');
  sheet.text(LEFT + 170, y - 28, `Nº afiliación S.S.: ${affiliation}`);
  sheet.text(LEFT + 8, y - 40, `Categoría: ${person.position ?? 'Personal de tienda'}`);
  sheet.text(LEFT + 170, y - 40, `Contrato: ${person.typeOfContract ?? 'Indefinido'}`);
  sheet.text(LEFT + 8, y - 52, `Antigüedad: ${person.contractStartDate ? displayDate(person.contractStartDate) : `${opts.years} años`}`);
  sheet.text(LEFT + 170, y - 52, `Periodo de liquidación: del ${opts.period.from} al ${opts.period.to}    Total días: 30`);
  return y - 80;
}

/**
 * A payroll run as an accountant's software prints it: one realistic Spanish payslip ("Recibo individual
 * justificativo del pago de salarios") per person, in the order given — company, worker and document number,
 * earnings, contributions at 2026 rates, IRPF, net pay, bases — numbered "Página 1 de 1"; a person with `pages: 2`
 * gets a second page with the bases and the employer's contributions and no worker identification, numbered
 * "Página 2 de 2". Standard fonts only (text sanitised to WinAnsi), no metadata dates: the same input gives the same
 * bytes. About 2 ms of pdf-lib work per page.
 */
export async function buildPayrollPdf(people: readonly PayrollPerson[], opts: PayrollOptions): Promise<Uint8Array> {
  const period = periodOf(opts.period);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Recibos de salarios ${period.label}`);
  doc.setAuthor(opts.company.name);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const clean = sanitizerFor(fonts.bold);
  const signed = `${opts.company.city ?? 'Madrid'}, ${period.to.slice(0, 2)} de ${MONTHS[period.month - 1]} de ${period.year}`;

  for (const person of people) {
    const seed = `${person.numberOfDocument ?? ''}|${person.firstName}|${person.lastName}|${opts.period}`;
    const seedNumber = [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
    const years = yearsOf(person, period.year, period.month, seedNumber);
    const temporary = /temporal|sustituci|formativo/i.test(person.typeOfContract ?? '');
    const figures = payslipFigures(seed, { years, temporary });
    const pages = person.pages ?? 1;

    const first = new Sheet(doc.addPage(A4), fonts, clean);
    header(first, opts.company, 'RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS', 800);
    let y = workerBlock(first, 750, person, { period, years, seed: seedNumber });
    y = linesTable(first, y, figures);
    first.text(LEFT, y, `Forma de pago: transferencia a ES** **** **** **** **** ${String(seedNumber % 10_000).padStart(4, '0')}`);
    first.text(LEFT, y - 12, `${signed}`);
    y -= 40;
    first.text(LEFT + 40, y, 'Firma y sello de la empresa', { grey: true });
    first.text(RIGHT - 100, y, 'Recibí', { grey: true });
    if (pages === 1) basesTable(first, y - 40, figures);
    footer(first, 1, pages);

    if (pages === 2) {
      const second = new Sheet(doc.addPage(A4), fonts, clean);
      header(second, opts.company, 'RECIBO DE SALARIOS (CONTINUACIÓN)', 800);
      second.text(LEFT, 750, `Periodo de liquidación: del ${period.from} al ${period.to}`);
      basesTable(second, 726, figures);
      footer(second, 2, 2);
    }
  }
  return doc.save();
}
