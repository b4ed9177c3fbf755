import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CompanyRow } from '../../../../src/server/auth/authContext';
import { extractPageTexts } from '../../../../src/server/documents/pdf/extractPageTexts';
import { renderReportPdf, type ReportPdfInput } from '../../../../src/server/reportPdf';

// a 1×1 PNG, as the demo seed stores a logo when no file store is at hand
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const STORED = '/api/files/00000000-0000-4000-8000-000000000001/0123456789abcdef0123456789abcdef.png';

const company = (image: string | null) => ({ id: '00000000-0000-4000-8000-000000000001', name: 'Acme Ñandú S.L.', image }) as CompanyRow;
const api = { files: { read: async () => Buffer.from(PNG, 'base64') } } as unknown as FastifyInstance;
const NOW = new Date('2026-03-04T10:30:00Z');

const input = (rows: number): ReportPdfInput => ({
  title: 'Informe de plantilla',
  subtitle: 'Marzo 2026',
  facts: [['Unidad', 'Madrid Centro']],
  tables: [{ columns: [{ header: 'Nombre' }, { header: 'Puesto' }, { header: 'Horas', align: 'right' }], rows: Array.from({ length: rows }, (_, i) => [`Persona ${i + 1}`, 'Dependienta', i]) }],
  now: NOW,
});

const textOf = (pdf: Buffer) => extractPageTexts(new Uint8Array(pdf));
const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

describe('renderReportPdf', () => {
  it('prints title, facts and a long table whose header row repeats on every page', async () => {
    const pdf = await renderReportPdf(api, { company: company(null) }, 'es-ES', input(120));
    const pages = await textOf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain('Informe de plantilla');
    expect(pages[0]).toContain('Madrid Centro');
    expect(pages[0]).toContain('Acme Ñandú S.L.');
    for (const page of pages) expect(page).toMatch(/Nombre\s*Puesto\s*Horas/);
    expect(pages.at(-1)).toContain('Persona 120');
    expect(pages[0]).toContain(`Página 1 de ${pages.length}`);
    expect(pages[1]).toContain(`Página 2 de ${pages.length}`);
    expect(pages[0]).toContain('Generado el 4 de marzo de 2026');
    expect(hasImage(pdf)).toBe(false);
  });

  it('shows the fixed texts in en-US and pt-BR', async () => {
    const [en] = await textOf(await renderReportPdf(api, { company: company(null) }, 'en-US', input(2)));
    expect(en).toContain('Page 1 of 1');
    expect(en).toContain('Generated on March 4, 2026');
    const [pt] = await textOf(await renderReportPdf(api, { company: company(null) }, 'pt-BR', input(0)));
    expect(pt).toContain('Página 1 de 1');
    expect(pt).toContain('Gerado em 4 de março de 2026');
    expect(pt).toContain('Sem dados');
  });

  it("carries the company's logo, stored or inline, and never another company's file", async () => {
    expect(hasImage(await renderReportPdf(api, { company: company(STORED) }, 'es-ES', input(1)))).toBe(true);
    expect(hasImage(await renderReportPdf(api, { company: company(`data:image/png;base64,${PNG}`) }, 'es-ES', input(1)))).toBe(true);
    const foreign = STORED.replace('000000000001', '000000000002');
    expect(hasImage(await renderReportPdf(api, { company: company(foreign) }, 'es-ES', input(1)))).toBe(false);
  });
});
