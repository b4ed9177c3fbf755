import { describe, expect, it } from 'vitest';
import { buildPeopleIndex, matchPages, type MatchPerson } from '../../../../../src/server/documents/pdf/match/matchPages';
import { createPeopleGenerator } from '../../../../../src/server/seed/people';
import { createPrng } from '../../../../../src/server/seed/prng';

describe('matching at the scale of a large company', () => {
  it('matches 2,000 pages against 10,000 people in well under a second of work', () => {
    const generator = createPeopleGenerator(createPrng('match-scale'), { emailDomain: 'scale.example' });
    const people: MatchPerson[] = Array.from({ length: 10_000 }, (_, i) => {
      const p = generator.next();
      return { id: `u${i}`, firstName: p.firstName, lastName: p.lastName, numberOfDocument: p.dni };
    });
    const pages = people.slice(0, 2_000).map((p, i) =>
      `RECIBO DE SALARIOS Alameda Retail y Logística S.L. CIF B12345674 Periodo 03/2026\n` +
      `Trabajador: ${i % 2 ? `${p.lastName}, ${p.firstName}`.toUpperCase() : `${p.firstName} ${p.lastName}`} NIF: ${p.numberOfDocument}\n` +
      'Salario base 1.234,56 Plus convenio 120,00 Contingencias comunes 4,70 % 63,67 IRPF 12,00 % 148,15\n'.repeat(8));

    const started = performance.now();
    const index = buildPeopleIndex(people);
    const documents = matchPages(pages, index);
    const ms = performance.now() - started;

    expect(documents).toHaveLength(2_000);
    // generated namesakes exist in 10,000 Spanish names: the document number still decides for every page
    expect(documents.every((d, i) => d.userId === `u${i}` && d.confidence >= 0.9)).toBe(true);
    // about 0.2 s of work; the bound is for a machine shared with other work (a pages × people loop takes minutes)
    expect(ms).toBeLessThan(8_000);
  });
});
