import { describe, expect, it } from 'vitest';
import { matchPages, type MatchPerson } from '../../../../../src/server/documents/pdf/match/matchPages';

const maria: MatchPerson = { id: 'maria', firstName: 'María', lastName: 'García López', numberOfDocument: '12345678Z' };
const jose: MatchPerson = { id: 'jose', firstName: 'José Luis', lastName: 'Núñez de la Fuente', numberOfDocument: '23456789D' };
const ana: MatchPerson = { id: 'ana', firstName: 'Ana', lastName: 'Martín', numberOfDocument: '34567890V' };
const anaMg: MatchPerson = { id: 'ana-mg', firstName: 'Ana', lastName: 'Martín García', numberOfDocument: '45678901G' };
const carmen: MatchPerson = { id: 'carmen', firstName: 'Carmen', lastName: 'Navarro Ruiz', numberOfDocument: '56789012B' };
const nie: MatchPerson = { id: 'nie', firstName: 'Ioana', lastName: 'Popescu', numberOfDocument: 'X1234567L' };
const zero: MatchPerson = { id: 'zero', firstName: 'Luis', lastName: 'Ortega Gil', numberOfDocument: '01234567L' };
const people = [maria, jose, ana, anaMg, carmen, nie, zero];

const slip = (worker: string, extra = '') =>
  `RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS\nEmpresa: Alameda Retail y Logística S.L. CIF B12345674\n${worker}\n` +
  `Periodo: 01/03/2026 a 31/03/2026 Salario base 1.234,56\nIBAN ES76 2100 0418 4012 3456 7891\n${extra}`;

const one = (text: string, list: MatchPerson[] = people) => {
  const documents = matchPages([text], list);
  expect(documents).toHaveLength(1);
  return documents[0];
};

describe('matching one page to a collaborator', () => {
  it('finds the document number however it is written, with high confidence', () => {
    for (const written of ['NIF: 12345678Z', 'DNI 12.345.678-Z', 'N.I.F. 12345678-z', 'D.N.I.: 12345678 Z']) {
      expect(one(slip(`Trabajador: M. García ${written}`)), written).toEqual({
        pages: [1], userId: 'maria', confidence: 0.9, reason: 'DOCUMENT_NUMBER', candidates: [{ userId: 'maria', reason: 'DOCUMENT_NUMBER' }],
      });
    }
  });

  it('gives the highest confidence when the number and the full name are both printed', () => {
    expect(one(slip('Trabajador: GARCÍA LÓPEZ, MARÍA NIF: 12345678Z'))).toMatchObject({
      userId: 'maria', reason: 'DOCUMENT_NUMBER_AND_NAME', confidence: 0.99,
    });
  });

  it('reads NIEs and DNIs printed without their leading zero', () => {
    expect(one(slip('NIE: X-1234567-L'))).toMatchObject({ userId: 'nie', reason: 'DOCUMENT_NUMBER' });
    expect(one(slip('NIE: X 1234567 L'))).toMatchObject({ userId: 'nie', reason: 'DOCUMENT_NUMBER' });
    expect(one(slip('NIF: 1234567-L'))).toMatchObject({ userId: 'zero', reason: 'DOCUMENT_NUMBER' });
    expect(one(slip('NIF: 01234567L'))).toMatchObject({ userId: 'zero', reason: 'DOCUMENT_NUMBER' });
  });

  it('never finds a number inside a longer one, nor a DNI without its letter', () => {
    for (const text of ['Ref. 112345678Z', 'Código 12345678Z9', 'Afiliación 28/12345678/90', 'Cuenta 0012345678', 'DNI 12345678', 'DNI 12345678 A']) {
      expect(one(slip(text)), text).toMatchObject({ userId: null, reason: 'NONE', confidence: 0, candidates: [] });
    }
  });

  it('finds a full name alone in either order, ignoring accents, case and particles, with medium confidence', () => {
    for (const written of ['Trabajador: María García López', 'GARCIA LOPEZ, MARIA', 'Nombre: garcía lópez maría', 'MARÍA\nGARCÍA LÓPEZ']) {
      expect(one(slip(written)), written).toEqual({
        pages: [1], userId: 'maria', confidence: 0.6, reason: 'NAME', candidates: [{ userId: 'maria', reason: 'NAME' }],
      });
    }
    expect(one(slip('NUÑEZ FUENTE, JOSE LUIS'))).toMatchObject({ userId: 'jose', reason: 'NAME' });
    expect(one(slip('José Luis Núñez de la Fuente'))).toMatchObject({ userId: 'jose', reason: 'NAME' });
  });

  it('does not take a part of the name for the name: first name and one surname of a two-surname person', () => {
    expect(one(slip('Trabajadora: María García'))).toMatchObject({ userId: null, reason: 'NONE' });
    // "Ana Martín" is printed inside "Ana Martín García": only the longer name counts
    expect(one(slip('Trabajadora: ANA MARTÍN GARCÍA'))).toMatchObject({ userId: 'ana-mg', reason: 'NAME' });
    expect(one(slip('Trabajadora: ANA MARTÍN'))).toMatchObject({ userId: 'ana', reason: 'NAME' });
  });

  it('assigns nobody when two people are named, and lists both', () => {
    const doc = one(slip('María García López y Carmen Navarro Ruiz'));
    expect(doc).toMatchObject({ userId: null, reason: 'AMBIGUOUS', confidence: 0 });
    expect(doc.candidates).toEqual(expect.arrayContaining([{ userId: 'maria', reason: 'NAME' }, { userId: 'carmen', reason: 'NAME' }]));
    expect(doc.candidates).toHaveLength(2);
  });

  it('assigns nobody for namesakes, unless the document number tells them apart', () => {
    const twin: MatchPerson = { id: 'twin', firstName: 'Maria', lastName: 'Garcia Lopez', numberOfDocument: '23456789D' };
    expect(one(slip('GARCÍA LÓPEZ, MARÍA'), [maria, twin])).toMatchObject({
      userId: null, reason: 'AMBIGUOUS', candidates: [{ userId: 'maria', reason: 'NAME' }, { userId: 'twin', reason: 'NAME' }],
    });
    expect(one(slip('GARCÍA LÓPEZ, MARÍA 23456789-D'), [maria, twin])).toMatchObject({ userId: 'twin', reason: 'DOCUMENT_NUMBER_AND_NAME' });
  });

  it('assigns nobody when the number is one person\'s and the only name another\'s', () => {
    expect(one(slip('Carmen Navarro Ruiz NIF 12345678Z'))).toMatchObject({
      userId: null, reason: 'AMBIGUOUS',
      candidates: [{ userId: 'maria', reason: 'DOCUMENT_NUMBER' }, { userId: 'carmen', reason: 'NAME' }],
    });
  });

  it('ignores other names on a page that names its owner (a signatory)', () => {
    expect(one(slip('María García López NIF 12345678Z', 'Firma: Carmen Navarro Ruiz'))).toMatchObject({ userId: 'maria', reason: 'DOCUMENT_NUMBER_AND_NAME' });
  });

  it('takes, among several document numbers, the one whose owner is named too', () => {
    expect(one(slip('María García López NIF 12345678Z', 'Representante NIF 56789012B'))).toMatchObject({ userId: 'maria', reason: 'DOCUMENT_NUMBER_AND_NAME' });
    expect(one(slip('NIF 12345678Z', 'NIF 56789012B'))).toMatchObject({
      userId: null, reason: 'AMBIGUOUS', candidates: [{ userId: 'maria', reason: 'DOCUMENT_NUMBER' }, { userId: 'carmen', reason: 'DOCUMENT_NUMBER' }],
    });
  });

  it('recognises nobody on a page of somebody outside the company', () => {
    expect(one(slip('Trabajador: PÉREZ SANZ, ROBERTO NIF 87654321X'))).toEqual({ pages: [1], userId: null, confidence: 0, reason: 'NONE', candidates: [] });
  });

  it('ignores people without a usable document number or name', () => {
    const blank: MatchPerson = { id: 'blank', firstName: 'Ana', lastName: null, numberOfDocument: '12' };
    expect(one(slip('Ana NIF 12'), [blank])).toMatchObject({ reason: 'NONE' });
  });
});

describe('grouping pages into documents', () => {
  const page = (worker: string, marker = '') => slip(worker, marker);

  it('keeps consecutive pages of one person together', () => {
    const documents = matchPages([page('María García López NIF 12345678Z'), page('María García López'), page('NIF 23456789D')], people);
    expect(documents.map((d) => [d.pages, d.userId, d.reason])).toEqual([
      [[1, 2], 'maria', 'DOCUMENT_NUMBER_AND_NAME'],
      [[3], 'jose', 'DOCUMENT_NUMBER'],
    ]);
  });

  it('joins a page without identifier only when its numbering follows the previous page', () => {
    const documents = matchPages([
      page('NIF 12345678Z', 'Página 1 de 2'), page('Bases de cotización', 'Página 2 de 2'),
      page('NIF 23456789D', 'Página 1 de 1'), page('Bases de cotización', 'Página 2 de 2'),
      page('NIF 34567890V'), page('Anexo sin numerar'),
    ], people);
    expect(documents.map((d) => [d.pages, d.userId, d.reason])).toEqual([
      [[1, 2], 'maria', 'DOCUMENT_NUMBER'],
      [[3], 'jose', 'DOCUMENT_NUMBER'],
      [[4], null, 'NONE'],
      [[5], 'ana', 'DOCUMENT_NUMBER'],
      [[6], null, 'NONE'],
    ]);
  });

  it('reads the usual ways of numbering pages', () => {
    for (const [first, second] of [['Pág. 1/2', 'Pág. 2/2'], ['HOJA 1 DE 2', 'HOJA 2 DE 2'], ['Page 1 of 2', 'Page 2 of 2'], ['Página nº 1 de 2', 'Página nº 2 de 2']]) {
      expect(matchPages([page('NIF 12345678Z', first), page('Continuación', second)], people).map((d) => d.pages), first).toEqual([[1, 2]]);
    }
  });

  it('starts a new document at a page numbered 1, even for the same person', () => {
    const documents = matchPages([page('NIF 12345678Z', 'Página 1 de 1'), page('NIF 12345678Z', 'Página 1 de 1')], people);
    expect(documents.map((d) => d.pages)).toEqual([[1], [2]]);
  });

  it('never joins the next person\'s page, whatever its numbering', () => {
    const documents = matchPages([page('NIF 12345678Z', 'Página 1 de 2'), page('NIF 23456789D', 'Página 2 de 2')], people);
    expect(documents.map((d) => [d.pages, d.userId])).toEqual([[[1], 'maria'], [[2], 'jose']]);
  });

  it('completes a document whose first page was not recognised from its numbered second page', () => {
    const documents = matchPages([page('Sin datos', 'Página 1 de 2'), page('GARCÍA LÓPEZ, MARÍA', 'Página 2 de 2')], people);
    expect(documents).toEqual([{ pages: [1, 2], userId: 'maria', confidence: 0.6, reason: 'NAME', candidates: [{ userId: 'maria', reason: 'NAME' }] }]);
  });

  it('sums up the evidence of all the pages of a document', () => {
    const [doc] = matchPages([page('NIF 12345678Z', 'Página 1 de 2'), page('GARCÍA LÓPEZ, MARÍA', 'Página 2 de 2')], people);
    expect(doc).toMatchObject({ pages: [1, 2], userId: 'maria', reason: 'DOCUMENT_NUMBER_AND_NAME', confidence: 0.99 });
  });

  it('keeps an ambiguous page apart from its neighbours', () => {
    const documents = matchPages([page('NIF 12345678Z'), page('María García López, Carmen Navarro Ruiz'), page('NIF 12345678Z')], people);
    expect(documents.map((d) => [d.pages, d.reason])).toEqual([[[1], 'DOCUMENT_NUMBER'], [[2], 'AMBIGUOUS'], [[3], 'DOCUMENT_NUMBER']]);
  });

  it('answers nothing for no pages', () => {
    expect(matchPages([], people)).toEqual([]);
  });
});
