import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CompanyRow } from '../../../../src/server/auth/authContext';
import { buildCompanyPdf, type PrintData } from '../../../../src/server/areas/companies/printPdf';
import { extractPageTexts } from '../../../../src/server/documents/pdf/extractPageTexts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const company = { id: '00000000-0000-4000-8000-000000000001', name: 'Acme Ñandú S.L.', image: `data:image/png;base64,${PNG}` } as CompanyRow;
const api = { files: { read: async () => null } } as unknown as FastifyInstance;

const data = (people: number): PrintData => ({
  title: 'Acme Ñandú S.L.',
  headings: { company: 'Datos de la empresa', branches: 'Sucursales', collaborators: 'Colaboradores' },
  company: [{ label: 'Razón social', value: 'Acme Ñandú Sociedad Limitada' }, { label: 'Sucursales', value: '2' }],
  branches: { columns: ['Sucursal', 'Pertenece a', 'Ciudad', 'País'], rows: [['Sevilla', 'Sede', 'Sevilla', 'ES'], ['Bilbao', 'Sede', 'Bilbao', 'ES']] },
  collaborators: {
    columns: ['Nombre', 'Documento', 'Puesto', 'Sucursal'],
    rows: Array.from({ length: people }, (_, i) => [`Pérez, Persona ${i + 1}`, `0000${i}X`, 'Dependienta', 'Sevilla'] as [string, string, string, string]),
  },
});

describe('company print on the shared report PDF', () => {
  it("prints the company's data, its units and a long list of collaborators whose header repeats on every page, in the reader's language, with the logo", async () => {
    const pdf = await buildCompanyPdf(api, { company }, 'es-ES', data(150));
    const pages = await extractPageTexts(new Uint8Array(pdf));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain('Datos de la empresa');
    expect(pages[0]).toContain('Acme Ñandú Sociedad Limitada');
    expect(pages[0]).toMatch(/Sucursal\s*Pertenece a\s*Ciudad\s*País/);
    // every page after the first carries the collaborators' header row again
    for (const page of pages.slice(1)) expect(page).toMatch(/Nombre\s*Documento\s*Puesto\s*Sucursal/);
    expect(pages.at(-1)).toContain('Persona 150');
    expect(pages[1]).toContain(`Página 2 de ${pages.length}`);
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const [en] = await extractPageTexts(new Uint8Array(await buildCompanyPdf(api, { company }, 'en-US', data(1))));
    expect(en).toContain('Page 1 of 1');
  });
});
