import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPageTexts } from '../../../../../src/server/documents/pdf/extractPageTexts';
import { matchPages, type MatchPerson } from '../../../../../src/server/documents/pdf/match/matchPages';
import { buildPayrollPdf } from '../../../../../src/server/documents/pdf/payroll/buildPayrollPdf';
import { buildSamplePayroll } from '../../../../../src/server/documents/pdf/payroll/samplePayroll';
import { createPeopleGenerator } from '../../../../../src/server/seed/people';
import { createPrng } from '../../../../../src/server/seed/prng';
import { COMPANY, payroll } from './pdfFixtures';

describe('the payroll generator', { timeout: 30_000 }, () => {
  it('prints one Spanish payslip per person, two pages for those who need them', async () => {
    const pdf = await payroll([
      { firstName: 'María', lastName: 'García López', numberOfDocument: '12345678Z', position: 'Dependienta', contractStartDate: '2019-05-02' },
      { firstName: 'José', lastName: 'Ruiz Gil', numberOfDocument: '23456789D', pages: 2 },
    ]);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
    const [first, second, third] = await extractPageTexts(pdf);
    for (const words of ['RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS', 'Alameda Retail y Logística S.L.', 'GARCÍA LÓPEZ, MARÍA',
      'NIF: 12345678Z', 'Categoría: Dependienta', 'Antigüedad: 02/05/2019', 'del 01/03/2026 al 31/03/2026', 'Salario base',
      'Contingencias comunes 4,70 %', 'LÍQUIDO TOTAL A PERCIBIR', 'Página 1 de 1']) expect(first).toContain(words);
    expect(second).toContain('Página 1 de 2');
    expect(third).toContain('Página 2 de 2');
    expect(third).not.toMatch(/RUIZ|23456789D/);
  });

  it('adds up: net pay is earnings minus deductions', async () => {
    const [text] = await extractPageTexts(await payroll([{ firstName: 'Ana', lastName: 'Sanz Gil', numberOfDocument: '34567890V' }]));
    const amount = (label: string) => Number(new RegExp(`${label}\\D*([\\d.]+,\\d\\d)`).exec(text)![1].replace(/\./g, '').replace(',', '.'));
    expect(amount('TOTAL DEVENGADO') - amount('TOTAL A DEDUCIR')).toBeCloseTo(amount('LÍQUIDO TOTAL A PERCIBIR \\(A - B\\)'), 2);
  });

  it('prints names the standard fonts cannot draw without their accents instead of failing', async () => {
    const [text] = await extractPageTexts(await payroll([{ firstName: 'Łukasz', lastName: 'Ștefan Ţepeş', numberOfDocument: 'X1234567L', nameOrder: 'firstNameFirst' }]));
    expect(text).toContain('Lukasz Stefan Tepes');
    const [greek] = await extractPageTexts(await payroll([{ firstName: 'Νίκος', lastName: 'Παπαδόπουλος', numberOfDocument: 'Y7654321G' }]));
    expect(greek).toContain('NIF: Y7654321G');
  });

  it('gives the same bytes for the same input, and refuses a malformed period', async () => {
    const people = [{ firstName: 'María', lastName: 'García López', numberOfDocument: '12345678Z' }];
    expect(Buffer.from(await payroll(people)).equals(Buffer.from(await payroll(people)))).toBe(true);
    await expect(buildPayrollPdf(people, { period: '2026-13', company: COMPANY })).rejects.toThrow(RangeError);
  });
});

describe('the sample payroll', { timeout: 60_000 }, () => {
  it('is matched back to the collaborators it was printed for, but for its two hard pages', async () => {
    const generator = createPeopleGenerator(createPrng('sample-payroll'), { emailDomain: 'sample.example' });
    const collaborators: (MatchPerson & { firstName: string; lastName: string })[] = Array.from({ length: 24 }, (_, i) => {
      const p = generator.next();
      return { id: `u${i}`, firstName: p.firstName, lastName: p.lastName, numberOfDocument: p.dni };
    });
    const sample = await buildSamplePayroll(collaborators, { period: '2026-03', company: COMPANY });
    expect(sample.people).toHaveLength(25);
    expect(sample.people.filter((p) => p.pages === 2).length).toBeGreaterThanOrEqual(2);

    const documents = matchPages(await extractPageTexts(sample.pdf), collaborators);
    expect(documents).toHaveLength(25);
    const idOf = (p: { numberOfDocument: string | null; firstName: string; lastName: string }) =>
      collaborators.find((c) => c.firstName === p.firstName && c.lastName === p.lastName)?.id ?? null;
    documents.forEach((doc, i) => {
      const person = sample.people[i];
      expect(doc.pages.length, `${person.lastName}`).toBe(person.pages ?? 1);
      if (person === sample.outsider) expect(doc).toMatchObject({ userId: null, reason: 'NONE' });
      else if (person === sample.nameOnly) expect(doc).toMatchObject({ userId: idOf(person), reason: 'NAME', confidence: 0.6 });
      else expect(doc).toMatchObject({ userId: idOf(person), reason: 'DOCUMENT_NUMBER_AND_NAME', confidence: 0.99 });
    });
  });
});
