import type { ReportPdfInput, ReportPdfTable } from './index';

interface Frame {
  companyName: string;
  logo: string | null;
  generatedOn: string;
  page: (n: number, of: number) => string;
  noRows: string;
}

const GREY = '#666666';
const HEADER_FILL = '#eef3f0';

const WIDE_LAYOUT = {
  hLineWidth: (i: number, node: { table: { headerRows: number } }) => (i === 0 ? 0 : i === node.table.headerRows ? 1 : 0.5),
  vLineWidth: () => 0,
  hLineColor: (i: number) => (i === 1 ? '#000000' : '#aaaaaa'),
  paddingLeft: () => 2,
  paddingRight: () => 2,
};

/** many columns: equal fixed widths that add up to the page (pdfmake's '*' lets long words push columns off the page) */
function widthsOf(table: ReportPdfTable, orientation: 'portrait' | 'landscape'): Array<number | string> {
  const n = table.columns.length;
  if (n <= 10) return table.columns.map((c) => c.width ?? '*');
  const usable = (orientation === 'landscape' ? 841.89 : 595.28) - 72;
  const each = Math.floor((usable - n * 4 - 2) / n);
  return table.columns.map(() => each);
}

const cellText = (v: string | number | null) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** The pdfmake document of a report: logo and company, title, facts, then each table with its header row on every page. */
export function reportDocument(input: ReportPdfInput, frame: Frame): object {
  const content: object[] = [];
  content.push({
    columns: [
      frame.logo ? { image: frame.logo, fit: [110, 40], width: 120 } : { text: '', width: 0 },
      { text: frame.companyName, style: 'company', alignment: frame.logo ? 'right' : 'left' },
    ],
    margin: [0, 0, 0, 14],
  });
  content.push({ text: input.title, style: 'title' });
  if (input.subtitle) content.push({ text: input.subtitle, style: 'subtitle' });
  content.push({ text: frame.generatedOn, style: 'muted', margin: [0, 0, 0, 12] });
  if (input.facts?.length) {
    if (input.factsTitle) content.push({ text: input.factsTitle, style: 'tableTitle' });
    content.push({
      table: { widths: ['auto', '*'], body: input.facts.map(([label, value]) => [{ text: label, bold: true }, cellText(value)]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    });
  }
  for (const table of input.tables) {
    if (table.title) content.push({ text: table.title, style: 'tableTitle' });
    const header = table.columns.map((c) => ({ text: c.header, bold: true, fillColor: HEADER_FILL, alignment: c.align ?? 'left' }));
    const rows = table.rows.map((row) => table.columns.map((c, i) => ({ text: cellText(row[i] ?? null), alignment: c.align ?? 'left' })));
    if (!rows.length) rows.push([{ text: frame.noRows, alignment: 'left', colSpan: table.columns.length, color: GREY } as never, ...table.columns.slice(1).map(() => ({}) as never)]);
    content.push({
      table: { headerRows: 1, dontBreakRows: true, widths: widthsOf(table, input.orientation ?? 'portrait'), body: [header, ...rows] },
      // many columns: smaller text and cell padding, so every column stays on the page
      layout: table.columns.length > 10 ? WIDE_LAYOUT : 'lightHorizontalLines',
      fontSize: table.columns.length > 10 ? 6.5 : table.columns.length > 6 ? 7 : 8,
      margin: [0, 0, 0, 14],
    });
  }
  return {
    pageSize: 'A4',
    pageOrientation: input.orientation ?? 'portrait',
    pageMargins: [36, 36, 36, 44],
    info: { title: input.title, creator: frame.companyName },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      company: { fontSize: 10, color: GREY, margin: [0, 12, 0, 0] },
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 11, margin: [0, 0, 0, 2] },
      muted: { fontSize: 8, color: GREY },
      tableTitle: { fontSize: 12, bold: true, margin: [0, 4, 0, 6] },
    },
    footer: (current: number, total: number) => ({
      columns: [
        { text: frame.generatedOn, alignment: 'left' },
        { text: frame.page(current, total), alignment: 'right' },
      ],
      fontSize: 7, color: GREY, margin: [36, 16, 36, 0],
    }),
    content,
  };
}
