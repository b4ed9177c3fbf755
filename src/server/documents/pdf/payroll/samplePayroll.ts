import { buildPayrollPdf, type PayrollCompany, type PayrollPerson } from './buildPayrollPdf';

/** A collaborator of the company the sample is printed for. */
export interface SampleCollaborator {
  firstName: string;
  lastName: string;
  numberOfDocument: string | null;
  position?: string | null;
  contractStartDate?: string | null;
  typeOfContract?: string | null;
}

export interface SamplePayroll {
  pdf: Uint8Array;
  /** the slips in page order */
  people: PayrollPerson[];
  /** printed without document number: the matcher finds them by name only (NAME, medium confidence) */
  nameOnly: PayrollPerson;
  /** somebody not in the company: their page stays unassigned (NONE) */
  outsider: PayrollPerson;
}

/** Not a collaborator of any seeded company: generated DNIs lie between 10,000,000 and 79,999,999. */
const OUTSIDER: PayrollPerson = {
  firstName: 'Roberto', lastName: 'Quintana Albarrán', numberOfDocument: '98765432M', position: 'Consultor externo', typeOfContract: 'Obra o servicio',
};

const byName = (a: SampleCollaborator, b: SampleCollaborator) =>
  a.lastName.localeCompare(b.lastName, 'es') || a.firstName.localeCompare(b.firstName, 'es') || (a.numberOfDocument ?? '').localeCompare(b.numberOfDocument ?? '');

/**
 * The sample payroll a newcomer uploads to see the split and match work: one slip per collaborator, sorted by
 * surname as payroll software prints them, with what real runs have — names printed both ways (`GARCÍA LÓPEZ,
 * MARÍA` and `María García López`), one slip in ten over two pages ("Página 1 de 2", the second page without the
 * worker's name or number) — and two deliberately hard pages: one collaborator printed without document number
 * (the middle one: matched by name only) and one person who is not in the company (placed right after them).
 * Deterministic: the same collaborators give the same PDF.
 */
export async function buildSamplePayroll(
  collaborators: readonly SampleCollaborator[], opts: { period: string; company: PayrollCompany },
): Promise<SamplePayroll> {
  const sorted = [...collaborators].sort(byName);
  const people: PayrollPerson[] = sorted.map((c, i) => ({
    firstName: c.firstName,
    lastName: c.lastName,
    numberOfDocument: c.numberOfDocument,
    position: c.position,
    contractStartDate: c.contractStartDate,
    typeOfContract: c.typeOfContract,
    pages: i % 10 === 4 ? 2 : 1,
    nameOrder: i % 3 === 1 ? 'firstNameFirst' : 'surnamesFirst',
  }));
  if (people.length === 0) throw new RangeError('buildSamplePayroll: the company has no collaborators');
  const middle = Math.floor(people.length / 2);
  const nameOnly: PayrollPerson = { ...people[middle], numberOfDocument: null };
  people[middle] = nameOnly;
  people.splice(middle + 1, 0, OUTSIDER);
  return { pdf: await buildPayrollPdf(people, opts), people, nameOnly, outsider: OUTSIDER };
}
