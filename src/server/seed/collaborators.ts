import { randomUUID } from 'node:crypto';
import type { BranchSeed } from './branchSeed';
import { collaboratorDetails } from './collaboratorDetails';
import { directorPosts } from './directorPosts';
import type { CompanyRows } from './companyRows';
import type { PeopleGenerator } from './people';
import { positionsFor, type UnitKind } from './positions';
import type { Prng } from './prng';

/** Relative head count of a unit by kind: headquarters and warehouses employ more people than a store. */
const STAFFING: Record<UnitKind, number> = { headquarters: 5, warehouse: 3, office: 2, store: 2, region: 1 };

/** Share of collaborators already offboarded (they fill the casualty list). */
const INACTIVE_SHARE = 0.04;

/**
 * Collaborators (role `user`) spread over the leaf units, every leaf staffed, each director post of the positions tree
 * held (directorPosts), with personal and contract data
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
  // the rows right after every leaf is staffed hold the director posts; the random draws are made all the same, so
  // everyone else is generated exactly as before
  const posts = directorPosts(leaves);
  for (let i = 0; i < count; i++) {
    const post = i >= leaves.length ? posts[i - leaves.length] : undefined;
    const drawn = i < leaves.length ? leaves[i] : prng.weighted(weighted);
    const unit = post?.unit ?? drawn;
    const person = people.next();
    const job = prng.weighted(positionsFor(unit.kind, person.female));
    const position = post ? post.titles[person.female ? 1 : 0] : job;
    const leaving = prng.chance(INACTIVE_SHARE) && !post;
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
