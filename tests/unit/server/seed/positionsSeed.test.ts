import { describe, expect, it } from 'vitest';
import { positionAliases, positionKey } from '../../../../src/server/areas/positions/positionNames';
import { positionNodes } from '../../../../src/server/areas/positions/positionTree';
import { leafBranches } from '../../../../src/server/seed/branchSeed';
import { HIERARCHIES } from '../../../../src/server/seed/catalogs';
import { collaboratorRows } from '../../../../src/server/seed/collaborators';
import { demoBranchTree } from '../../../../src/server/seed/demoBranchTree';
import { generatedBranchTree } from '../../../../src/server/seed/generatedBranchTree';
import { createPeopleGenerator } from '../../../../src/server/seed/people';
import { createPrng } from '../../../../src/server/seed/prng';

const tree = HIERARCHIES.filter((h) => h.type === 'position').map((h) => ({ id: h.name, name: h.name, parentId: h.parent, description: null }));

/** The positions tree the seed writes, counted the way the org chart counts it, against the people it seeds. */
function chartOf(branches: ReturnType<typeof demoBranchTree>, count: number) {
  const prng = createPrng('positions-test');
  const people = createPeopleGenerator(prng, { emailDomain: 'example.test' });
  const rows = collaboratorRows({ companyId: 'c', count, leaves: leafBranches(branches), branchId: (k) => k, people, prng, now: new Date('2026-03-10T10:00:00Z') });
  const active = rows.filter((r) => r.active !== false);
  const held = new Map<string, number>();
  for (const r of active) held.set(r.position!, (held.get(r.position!) ?? 0) + 1);
  return { active, nodes: positionNodes(tree, held) };
}

describe('the demo positions tree and its people agree', () => {
  it('is one tree under the general management, every parent a position', () => {
    const names = new Set(tree.map((p) => p.name));
    expect(tree.filter((p) => p.parentId === null).map((p) => p.name)).toEqual(['Director/a general']);
    for (const p of tree) if (p.parentId) expect(names.has(p.parentId), p.name).toBe(true);
    // no two nodes claim the same spelling
    const keys = tree.flatMap((p) => positionAliases(p.name));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every active demo collaborator on the chart, and every post has its holders', () => {
    const { active, nodes } = chartOf(demoBranchTree(), 240);
    expect(nodes.reduce((n, p) => n + p.usersCount, 0)).toBe(active.length);
    expect(nodes.filter((p) => p.name.startsWith('Director/a') && p.usersCount === 0)).toEqual([]);
    // the headquarters posts have one holder each; each of the five zones has its regional director
    for (const post of ['Director/a general', 'Director/a de operaciones', 'Director/a financiero/a', 'Director/a de recursos humanos']) {
      expect(nodes.find((p) => p.name === post)?.usersCount, post).toBe(1);
    }
    expect(nodes.find((p) => p.name === 'Director/a regional')?.usersCount).toBe(5);
  });

  it('does the same for a generated benchmark company', () => {
    const { active, nodes } = chartOf(generatedBranchTree(40, createPrng('bench-tree')), 600);
    expect(nodes.reduce((n, p) => n + p.usersCount, 0)).toBe(active.length);
    expect(nodes.filter((p) => p.name.startsWith('Director/a') && p.usersCount === 0)).toEqual([]);
  });

  it('writes every job title so that the chart recognises it', () => {
    const { active } = chartOf(demoBranchTree(), 240);
    const known = new Set(tree.flatMap((p) => positionAliases(p.name)));
    expect(active.filter((r) => !known.has(positionKey(r.position!))).map((r) => r.position)).toEqual([]);
  });
});
