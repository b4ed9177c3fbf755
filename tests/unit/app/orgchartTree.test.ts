import { describe, expect, it } from 'vitest';
import { layoutChart, NODE_HEIGHT, NODE_WIDTH } from '../../../src/app/orgchart/chartLayout';
import { exportFileName } from '../../../src/app/orgchart/exportPng';
import { addLevel, moveLevel, nameTaken, removeLevel, renameLevel } from '../../../src/app/orgchart/levelEdits';
import {
  ancestorIds, buildPositionTree, expandableIds, flatten, initialExpanded, pathNames, searchPositions, type Position,
} from '../../../src/app/orgchart/positionTree';
import { wrapText } from '../../../src/app/orgchart/textFit';
import { centerOn, fitTransform, initialTransform, READABLE_ZOOM, zoomAt } from '../../../src/app/orgchart/viewTransform';

const position = (id: string, name: string, parentId: string | null, usersCount = 0): Position => ({
  id, name, parentId, description: null, childrenCount: 0, usersCount, userPositions: [],
});

// the demo company's positions tree (src/server/seed/catalogs.ts), listed out of order
const LIST: Position[] = [
  position('dep', 'Dependiente/a', 'enc', 40),
  position('dg', 'Dirección General', null, 1),
  position('ops', 'Dirección de Operaciones', 'dg', 1),
  position('fin', 'Dirección Financiera', 'dg'),
  position('rrhh', 'Dirección de Recursos Humanos', 'dg', 1),
  position('reg', 'Dirección Regional', 'ops', 3),
  position('enc', 'Encargado/a de tienda', 'reg', 5),
  position('jt', 'Jefe/a de turno de almacén', 'reg', 2),
  position('mozo', 'Mozo/a de almacén', 'jt', 20),
  position('orphan', 'Asesor externo', 'deleted-parent'),
];

describe('positions tree on the client', () => {
  const roots = buildPositionTree(LIST);

  it('nests positions under their parents, by name, with depth and the whole team counted', () => {
    expect(roots.map((r) => r.name)).toEqual(['Asesor externo', 'Dirección General']);
    const dg = roots[1];
    expect(dg.children.map((c) => c.name)).toEqual(['Dirección de Operaciones', 'Dirección de Recursos Humanos', 'Dirección Financiera']);
    expect(dg.teamCount).toBe(1 + 1 + 1 + 3 + 5 + 40 + 2 + 20);
    expect(flatten(roots).find((n) => n.id === 'mozo')?.depth).toBe(4);
  });

  it('a parent loop in a bad answer does not hang, and each position appears once', () => {
    const looped = buildPositionTree([position('a', 'A', 'b'), position('b', 'B', 'a'), position('c', 'C', null)]);
    expect(flatten(looped).map((n) => n.id)).toEqual(['c']);
  });

  it('finds positions ignoring case and accents, names starting with the text first', () => {
    expect(searchPositions(roots, 'direccion f').map((n) => n.id)).toEqual(['fin']);
    expect(searchPositions(roots, 'ALMACÉN').map((n) => n.id)).toEqual(['jt', 'mozo']);
    expect(searchPositions(roots, 'de').map((n) => n.id).slice(0, 1)).toEqual(['dep']);
    expect(searchPositions(roots, '  ')).toEqual([]);
  });

  it('the path to a found position: the ancestors to expand, and their names for the suggestion', () => {
    expect(ancestorIds(roots, 'mozo')).toEqual(['dg', 'ops', 'reg', 'jt']);
    expect(pathNames(roots, 'enc')).toEqual(['Dirección General', 'Dirección de Operaciones', 'Dirección Regional']);
    expect(ancestorIds(roots, 'dg')).toEqual([]);
    expect(ancestorIds(roots, 'nope')).toEqual([]);
  });

  it('opens with two levels expanded: the root and its directors show what is below them', () => {
    expect([...initialExpanded(roots)].sort()).toEqual(['dg', 'ops']);
    expect([...expandableIds(roots)].sort()).toEqual(['dg', 'enc', 'jt', 'ops', 'reg']);
  });
});

describe('chart layout', () => {
  const roots = buildPositionTree(LIST);

  it('draws only what is expanded, with a connector per visible child, and no two boxes overlap', () => {
    const layout = layoutChart(roots, initialExpanded(roots));
    expect(layout.nodes.map((n) => n.node.id).sort()).toEqual(['dg', 'fin', 'ops', 'orphan', 'reg', 'rrhh'].sort());
    expect(layout.links).toHaveLength(4);
    const all = layoutChart(roots, expandableIds(roots));
    expect(all.nodes).toHaveLength(LIST.length);
    for (const a of all.nodes) {
      for (const b of all.nodes) {
        if (a === b) continue;
        const apart = Math.abs(a.x - b.x) >= NODE_WIDTH || Math.abs(a.y - b.y) >= NODE_HEIGHT;
        expect(apart, `${a.node.name} / ${b.node.name}`).toBe(true);
      }
    }
    // children sit one row below their parent; the bounds hold every box
    const dg = all.nodes.find((n) => n.node.id === 'dg');
    const ops = all.nodes.find((n) => n.node.id === 'ops');
    expect((ops?.y ?? 0) - (dg?.y ?? 0)).toBeGreaterThan(NODE_HEIGHT);
    for (const n of all.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(all.bounds.x);
      expect(n.x + NODE_WIDTH).toBeLessThanOrEqual(all.bounds.x + all.bounds.width);
    }
  });

  it('an empty tree lays out nothing', () => {
    expect(layoutChart([], new Set())).toEqual({ nodes: [], links: [], bounds: { x: 0, y: 0, width: 0, height: 0 } });
  });
});

describe('zoom, fit and text fitting', () => {
  it('fits a wide drawing into the view, centred, and never enlarges a small one', () => {
    const wide = fitTransform({ x: -1000, y: 0, width: 2000, height: 400 }, { width: 1000, height: 600 });
    expect(wide.k).toBeCloseTo((1000 - 64) / 2000);
    expect(wide.x + (-1000 + 1000) * wide.k).toBeCloseTo(500);
    expect(fitTransform({ x: 0, y: 0, width: 200, height: 100 }, { width: 1000, height: 600 }).k).toBe(1);
  });

  it('opens a tree too wide for a phone at a readable size, roots at the top centre', () => {
    const view = { width: 390, height: 600 };
    const t = initialTransform({ x: -800, y: 0, width: 1600, height: 500 }, view, 0);
    expect(t.k).toBe(READABLE_ZOOM);
    expect(t.x).toBe(195);
    expect(initialTransform({ x: 0, y: 0, width: 300, height: 200 }, view, 150)).toEqual(fitTransform({ x: 0, y: 0, width: 300, height: 200 }, view));
  });

  it('zooms around the pointer and centres a found box', () => {
    const t = zoomAt({ x: 0, y: 0, k: 1 }, 2, 100, 100);
    expect(t).toEqual({ x: -100, y: -100, k: 2 });
    expect(zoomAt({ x: 0, y: 0, k: 1 }, 100, 0, 0).k).toBe(2);
    expect(centerOn({ x: 0, y: 0, k: 0.5 }, { x: 300, y: 200 }, { width: 800, height: 600 })).toEqual({ x: 400 - 240, y: 300 - 160, k: 0.8 });
  });

  it('wraps a long position name on two lines and ends with an ellipsis when it does not fit', () => {
    const measure = (s: string) => s.length * 10;
    expect(wrapText('Dirección General', 200, measure)).toEqual(['Dirección General']);
    expect(wrapText('Dirección de Recursos Humanos', 140, measure)).toEqual(['Dirección de', 'Recursos Huma…']);
    expect(wrapText('Supercalifragilisticexpialidocious', 100, measure)).toEqual(['Supercali…']);
  });

  it('names the exported file after the company and the day', () => {
    expect(exportFileName('organigrama', 'Logística Ibérica, S.A.', new Date(2026, 2, 4))).toBe('organigrama-logistica-iberica-s-a-2026-03-04.png');
  });
});

describe('levels edits (/levels)', () => {
  const names = ['position', 'Sector', 'Departamento'];
  it('builds the PATCH body for each edit: keep, move, rename, remove, add', () => {
    expect(moveLevel(names, 2, -1).map((l) => l.name)).toEqual(['position', 'Departamento', 'Sector']);
    expect(moveLevel(names, 0, -1).map((l) => l.name)).toEqual(names);
    expect(renameLevel(names, 1, ' División ')[1]).toEqual({ name: 'División', previousName: 'Sector' });
    expect(removeLevel(names, 1).map((l) => l.previousName)).toEqual(['position', 'Departamento']);
    expect(addLevel(names, 'Área').at(-1)).toEqual({ name: 'Área' });
    expect(nameTaken(names, 'sector')).toBe(true);
    expect(nameTaken(names, 'sector', 1)).toBe(false);
  });
});
