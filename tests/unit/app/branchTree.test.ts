import { describe, expect, it } from 'vitest';
import { countUnits, filterTree, parentKeys, type BranchNode } from '../../../src/app/company/branchTree';

const unit = (id: string, name: string, children: BranchNode[] = [], parent: string | null = null): BranchNode => ({ id, name, parentOrganization: parent, usersCount: 0, children });

const tree = [
  unit('hq', 'Sede central', [
    unit('es', 'España', [unit('mad', 'Madrid'), unit('sev', 'Sevilla Este')]),
    unit('ar', 'Argentina', [unit('cba', 'Córdoba')]),
  ]),
];

describe('branch-office tree search', () => {
  it('keeps matches with their ancestors and expands the path to them', () => {
    const { nodes, expandedKeys, matches } = filterTree(tree, 'sevilla');
    expect(matches).toEqual(['sev']);
    expect(nodes[0].children.map((n) => n.id)).toEqual(['es']);
    expect(nodes[0].children[0].children.map((n) => n.id)).toEqual(['sev']);
    expect(expandedKeys.sort()).toEqual(['es', 'hq']);
  });

  it('ignores case and accents', () => {
    expect(filterTree(tree, 'CORDOBA').matches).toEqual(['cba']);
    expect(filterTree(tree, 'espana').matches).toEqual(['es']);
  });

  it('a matching unit keeps its whole subtree', () => {
    const { nodes } = filterTree(tree, 'argentina');
    expect(nodes[0].children[0].children.map((n) => n.id)).toEqual(['cba']);
  });

  it('no text: the whole tree, every parent expanded; no match: nothing', () => {
    expect(filterTree(tree, '  ').nodes).toBe(tree);
    expect(parentKeys(tree).sort()).toEqual(['ar', 'es', 'hq']);
    expect(filterTree(tree, 'zzz').nodes).toEqual([]);
    expect(countUnits(tree)).toBe(6);
  });
});
