/**
 * A state machine as a table of named moves (`{ publish: { from: 'DRAFT', to: 'PUBLISHED' } }`): the move between
 * two states, if any, and the moves a state allows in the table's order. Shared by inventory articles and
 * billboard posts; pure.
 */
export type MoveTable<S extends string> = Record<string, { from: S; to: S }>;

export function moveBetween<S extends string, T extends MoveTable<S>>(table: T, from: S, to: S): keyof T | undefined {
  return (Object.keys(table) as (keyof T)[]).find((m) => table[m].from === from && table[m].to === to);
}

export function movesFrom<S extends string, T extends MoveTable<S>>(table: T, from: S): (keyof T)[] {
  return (Object.keys(table) as (keyof T)[]).filter((m) => table[m].from === from);
}
