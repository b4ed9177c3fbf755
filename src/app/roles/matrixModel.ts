import { ACTIONS, MODULE_AREAS, MODULE_KEYS, type Action, type ModuleKey } from '../../shared/modules';
import type { Grant } from './roleTypes';

/** The matrix's groups, from MODULE_AREAS' dotted names (hrcore.<area>.…); admins and config share the last one. */
export const AREA_KEYS = ['team', 'company', 'communication', 'admins'] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

export function areaOf(module: ModuleKey): AreaKey {
  const segment = MODULE_AREAS[module].split('.')[1];
  return segment === 'team' || segment === 'company' || segment === 'communication' ? segment : 'admins';
}

/** Modules of each area, in MODULE_KEYS order. */
export const MODULES_BY_AREA: Record<AreaKey, ModuleKey[]> = Object.fromEntries(
  AREA_KEYS.map((area) => [area, MODULE_KEYS.filter((m) => areaOf(m) === area)]),
) as Record<AreaKey, ModuleKey[]>;

/** `users|GET`: a cell of the matrix. */
export type Cell = `${ModuleKey}|${Action}`;
export const cellOf = (module: ModuleKey, action: Action): Cell => `${module}|${action}`;

export const toCells = (grants: readonly Grant[]): Set<Cell> => new Set(grants.map((g) => cellOf(g.module, g.action)));

/** The ticked cells as grants, in matrix order (what the server stores). */
export const toGrants = (cells: ReadonlySet<Cell>): Grant[] =>
  MODULE_KEYS.flatMap((module) => ACTIONS.filter((action) => cells.has(cellOf(module, action))).map((action) => ({ module, action })));

export const rowCells = (module: ModuleKey): Cell[] => ACTIONS.map((a) => cellOf(module, a));
export const columnCells = (action: Action, modules: readonly ModuleKey[] = MODULE_KEYS): Cell[] => modules.map((m) => cellOf(m, action));
export const areaCells = (area: AreaKey): Cell[] => MODULES_BY_AREA[area].flatMap(rowCells);

/** Is every, some or none of `cells` ticked? (for the "all" toggles and their indeterminate state) */
export function coverage(ticked: ReadonlySet<Cell>, cells: readonly Cell[]): 'all' | 'some' | 'none' {
  const n = cells.filter((c) => ticked.has(c)).length;
  return n === 0 ? 'none' : n === cells.length ? 'all' : 'some';
}

const moduleOfCell = (cell: Cell) => cell.slice(0, cell.indexOf('|')) as ModuleKey;

/**
 * Tick or untick `cells`, leaving alone those the user may not change (grants they do not hold themselves).
 * Writing implies reading: ticking create, edit or delete ticks read, and unticking read unticks the rest of the
 * row. A module one may change but not see is never what an HR administrator means.
 */
export function setCells(ticked: ReadonlySet<Cell>, cells: readonly Cell[], on: boolean, mayChange: (cell: Cell) => boolean = () => true): Set<Cell> {
  const next = new Set(ticked);
  const apply = (cell: Cell, value: boolean) => {
    if (!mayChange(cell)) return;
    if (value) next.add(cell);
    else next.delete(cell);
  };
  for (const cell of cells) {
    if (!mayChange(cell)) continue;
    const module = moduleOfCell(cell);
    apply(cell, on);
    if (on) apply(cellOf(module, 'GET'), true);
    else if (cell === cellOf(module, 'GET')) rowCells(module).forEach((c) => apply(c, false));
  }
  return next;
}
