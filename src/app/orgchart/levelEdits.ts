/** The PATCH /companies/hierarchy-levels body for each edit of the /levels screen. Pure functions. */
export interface LevelInput {
  name: string;
  previousName?: string;
}

/** Every current level kept as it is. */
export const keepAll = (names: readonly string[]): LevelInput[] => names.map((name) => ({ name, previousName: name }));

/** Move one level up (-1) or down (+1); out of range changes nothing. */
export function moveLevel(names: readonly string[], index: number, delta: -1 | 1): LevelInput[] {
  const to = index + delta;
  const next = [...names];
  if (to >= 0 && to < names.length) [next[index], next[to]] = [next[to], next[index]];
  return keepAll(next);
}

export const renameLevel = (names: readonly string[], index: number, name: string): LevelInput[] =>
  keepAll(names).map((l, i) => (i === index ? { ...l, name: name.trim() } : l));

export const removeLevel = (names: readonly string[], index: number): LevelInput[] => keepAll(names).filter((_, i) => i !== index);

export const addLevel = (names: readonly string[], name: string): LevelInput[] => [...keepAll(names), { name: name.trim() }];

/** Is the name already a level (ignoring case), other than the one at `except`? The server refuses it too. */
export const nameTaken = (names: readonly string[], name: string, except = -1): boolean =>
  names.some((n, i) => i !== except && n.toLocaleLowerCase('es') === name.trim().toLocaleLowerCase('es'));
