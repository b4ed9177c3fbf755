import type { BranchSeed } from './branchSeed';
import { HEADQUARTERS_POSTS, REGIONAL_POST } from './positions';

/** A post held by one collaborator: its masculine and feminine titles and the unit its holder works in. */
export interface DirectorPost {
  titles: readonly [masculine: string, feminine: string];
  unit: BranchSeed;
}

/** In a group of units, where its head works: the headquarters, else an office, else the first unit. */
const seatOf = (units: BranchSeed[]): BranchSeed =>
  units.find((u) => u.kind === 'headquarters') ?? units.find((u) => u.kind === 'office') ?? units[0];

/**
 * The posts at the top of the positions tree and where their holders work: the general management and its
 * directors at the headquarters, a regional director for each zone (the parent of a group of leaf units).
 */
export function directorPosts(leaves: BranchSeed[]): DirectorPost[] {
  if (!leaves.length) return [];
  const hq = seatOf(leaves);
  const zones = new Map<string, BranchSeed[]>();
  for (const leaf of leaves) zones.set(leaf.parentKey ?? '', [...(zones.get(leaf.parentKey ?? '') ?? []), leaf]);
  return [
    ...HEADQUARTERS_POSTS.map(([m, f]) => ({ titles: [m, f] as const, unit: hq })),
    ...[...zones.values()].map((units) => ({ titles: [REGIONAL_POST[0], REGIONAL_POST[1]] as const, unit: seatOf(units) })),
  ];
}
