import { randomUUID } from 'node:crypto';
import type { BranchSeed } from './branchSeed';
import { collaboratorDetails } from './collaboratorDetails';
import type { CompanyRows } from './companyRows';
import type { PeopleGenerator } from './people';
import { positionsFor, type UnitKind } from './positions';
import type { Prng } from './prng';

/** Relative head count of a unit by kind: headquarters and warehouses employ more people than a store. */
const STAFFING: Record<UnitKind, number> = { headquarters: 5, warehouse: 3, office: 2, store: 2, region: 1 };

/** Share of collaborators already offboarded (they fill the casualty list). */
const INACTIVE_SHARE = 0.04;

/**
 * Collaborators (role `user`) spread over the leaf units, every leaf staffed, with personal and contract data
 * (collaboratorDetails) and a few already offboarded. They get NO password hash: they cannot use the dashboard, and
 * skipping scrypt keeps seeding thousands of them fast.
 */
export function collaboratorRows(opts: {
  companyId: string;
  count: number;
  leaves: BranchSeed[];
  branchId: (key: string) => string;
  people: PeopleGenerator;
  prng: Prng;
  /** dates (seniority, leaves) are relative to this day */
  now?: Date;
}): CompanyRows['users'] {
  const { companyId, count, leaves, branchId, people, prng } = opts;
  const now = opts.now ?? new Date();
  const weighted = leaves.map((b) => [b, STAFFING[b.kind]] as const);
  const rows: CompanyRows['users'] = [];
  for (let i = 0; i < count; i++) {
    const unit = i < leaves.length ? leaves[i] : prng.weighted(weighted);
    const person = people.next();
    const position = prng.weighted(positionsFor(unit.kind, person.female));
    const leaving = prng.chance(INACTIVE_SHARE);
    rows.push({
      id: randomUUID(),
      companyId,
      username: person.username,
      email: person.email,
      passwordHash: null,
      role: 'user',
      firstName: person.firstName,
      lastName: person.lastName,
      typeOfDocument: 'DNI',
      numberOfDocument: person.dni,
      position,
      mainBranch: branchId(unit.key),
      active: true,
      ...collaboratorDetails({ prng, now, index: i, female: person.female, position, unit, leaving }),
    });
  }
  return rows;
}
