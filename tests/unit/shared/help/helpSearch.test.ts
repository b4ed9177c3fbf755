import { describe, expect, it } from 'vitest';
import { helpAreaOfPath } from '../../../../src/shared/help/helpAreas';
import { foldText, searchArticles } from '../../../../src/shared/help/helpSearch';

const articles = [
  { slug: 'absences', title: 'Ausencias y vacaciones', body: 'Las solicitudes se aprueban en Licencias.', tags: ['permisos'] },
  { slug: 'documents', title: 'Documentos y recibos de nómina', body: 'Sube los recibos; las vacaciones no van aquí.' },
  { slug: 'faq', title: 'Preguntas frecuentes', body: '¿Quién aprueba las vacaciones? El responsable. Vacaciones, vacaciones.' },
];

describe('help search', () => {
  it('ignores accents and case, in both directions', () => {
    expect(foldText('Nómina ÁÉÍ ação')).toBe('nomina aei acao');
    expect(searchArticles(articles, 'NOMINA').map((a) => a.slug)).toEqual(['documents']);
    expect(searchArticles(articles, 'quién aprueba').map((a) => a.slug)).toEqual(['faq']);
  });

  it('ranks a title hit above body hits, and needs every word', () => {
    // "vacaciones" is in one title and in two bodies (the FAQ three times): the title wins
    expect(searchArticles(articles, 'vacaciones').map((a) => a.slug)).toEqual(['absences', 'faq', 'documents']);
    expect(searchArticles(articles, 'vacaciones recibos').map((a) => a.slug)).toEqual(['documents']);
    expect(searchArticles(articles, 'vacaciones inexistente')).toEqual([]);
  });

  it('matches word prefixes and tags', () => {
    expect(searchArticles(articles, 'vacac').map((a) => a.slug)[0]).toBe('absences');
    expect(searchArticles(articles, 'permisos').map((a) => a.slug)).toEqual(['absences']);
  });

  it('maps each screen to its area article, the rest to getting started', () => {
    expect(helpAreaOfPath('/team')).toBe('team');
    expect(helpAreaOfPath('/team/marks-review')).toBe('workdays');
    expect(helpAreaOfPath('/team/shifts')).toBe('shifts');
    expect(helpAreaOfPath('/requests')).toBe('absences');
    expect(helpAreaOfPath('/otsReport/12')).toBe('work-orders');
    expect(helpAreaOfPath('/company/documents')).toBe('documents');
    expect(helpAreaOfPath('/company/branch-offices')).toBe('company');
    expect(helpAreaOfPath('/roles/view/1')).toBe('administrators');
    expect(helpAreaOfPath('/dashboard')).toBe('getting-started');
  });
});
