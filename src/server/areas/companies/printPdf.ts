import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { sanitizerFor } from '../../documents/pdf/payroll/winAnsi';

/** What the printable company file holds (POST /companies/print): each sheet only when asked for. */
export interface PrintData {
  title: string;
  printedAt: string;
  company?: { label: string; value: string }[];
  branches?: { columns: [string, string, string, string]; rows: [string, string, string, string][] };
  collaborators?: { columns: [string, string, string, string]; rows: [string, string, string, string][] };
  headings: { company: string; branches: string; collaborators: string; none: string; page: (n: number, of: number) => string };
}

const A4: [number, number] = [595.28, 841.89];
const LEFT = 48;
const RIGHT = A4[0] - 48;
const TOP = A4[1] - 56;
const BOTTOM = 56;
const LINE = 15;
const GREEN = rgb(0.22, 0.89, 0.54);
const GREY = rgb(0.45, 0.45, 0.45);
const LIGHT = rgb(0.95, 0.97, 0.96);

/** Pages of A4 with a cursor: text that runs past the bottom continues on a new page (with the table header again). */
class Writer {
  page!: PDFPage;
  y = TOP;
  constructor(readonly doc: PDFDocument, readonly fonts: { regular: PDFFont; bold: PDFFont }, readonly clean: (t: string) => string) {}

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = TOP;
  }

  /** text cut with an ellipsis to `width` points */
  fit(text: string, width: number, size: number, bold = false): string {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    let t = this.clean(text);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
    return `${t}…`;
  }

  text(x: number, text: string, opts: { size?: number; bold?: boolean; grey?: boolean; width?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const shown = opts.width ? this.fit(text, opts.width, size, opts.bold) : this.clean(text);
    this.page.drawText(shown, { x, y: this.y, size, font, color: opts.grey ? GREY : undefined });
  }

  heading(text: string): void {
    this.text(LEFT, text, { size: 16, bold: true });
    this.page.drawRectangle({ x: LEFT, y: this.y - 8, width: 48, height: 3, color: GREEN });
    this.y -= 32;
  }

  /** whether `lines` more lines fit on this page */
  room(lines: number): boolean {
    return this.y - lines * LINE >= BOTTOM;
  }
}

const COLUMN_SHARES = [0.34, 0.22, 0.22, 0.22];

function table(w: Writer, title: string, columns: string[], rows: string[][], none: string): void {
  w.newPage();
  w.heading(title);
  const width = RIGHT - LEFT;
  const xs = COLUMN_SHARES.reduce<number[]>((acc, _share, i) => [...acc, i === 0 ? LEFT : acc[i - 1] + COLUMN_SHARES[i - 1] * width], []);
  const header = () => {
    w.page.drawRectangle({ x: LEFT - 4, y: w.y - 4, width: width + 8, height: LINE, color: LIGHT });
    columns.forEach((c, i) => w.text(xs[i], c, { size: 9, bold: true, width: COLUMN_SHARES[i] * width - 6 }));
    w.y -= LINE + 2;
  };
  header();
  if (!rows.length) w.text(LEFT, none, { size: 9, grey: true });
  for (const row of rows) {
    if (!w.room(1)) {
      w.newPage();
      header();
    }
    row.forEach((cell, i) => w.text(xs[i], cell, { size: 9, width: COLUMN_SHARES[i] * width - 6 }));
    w.y -= LINE;
  }
}

/** A plain, printable A4 file: the company's data, a table of its units, a list of its collaborators; numbered pages. */
export async function buildCompanyPdf(data: PrintData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(data.title);
  doc.setCreationDate(new Date());
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = new Writer(doc, fonts, sanitizerFor(fonts.regular));

  w.newPage();
  w.text(LEFT, data.title, { size: 22, bold: true, width: RIGHT - LEFT });
  w.y -= 18;
  w.text(LEFT, data.printedAt, { size: 9, grey: true });
  w.y -= 36;
  if (data.company) {
    w.heading(data.headings.company);
    for (const { label, value } of data.company) {
      w.text(LEFT, label, { size: 10, bold: true, width: 150 });
      w.text(LEFT + 160, value || '—', { size: 10, width: RIGHT - LEFT - 160 });
      w.y -= LINE + 3;
    }
  }
  if (data.branches) table(w, data.headings.branches, data.branches.columns, data.branches.rows, data.headings.none);
  if (data.collaborators) table(w, data.headings.collaborators, data.collaborators.columns, data.collaborators.rows, data.headings.none);

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = data.headings.page(i + 1, pages.length);
    page.drawText(label, { x: RIGHT - fonts.regular.widthOfTextAtSize(label, 8), y: 30, size: 8, font: fonts.regular, color: GREY });
  });
  return doc.save();
}
