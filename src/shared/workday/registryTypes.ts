import type { MarkType } from './types';

/**
 * What a clock device accepts (spec §3 registry types, in the spec's order: allow all, entry only, exit only,
 * entry and exit, entry and exit break, entry break only, exit break only). "Entry break" reads as going
 * on a break (BREAK_START) and "exit break" as coming back (BREAK_END).
 */
export const REGISTRY_TYPES = [
  'allowAll', 'entryOnly', 'exitOnly', 'entryAndExit', 'entryAndExitBreak', 'entryBreakOnly', 'exitBreakOnly',
] as const;
export type RegistryType = (typeof REGISTRY_TYPES)[number];

const ACCEPTED: Record<RegistryType, readonly MarkType[]> = {
  allowAll: ['CHECK_IN', 'CHECK_OUT', 'BREAK_START', 'BREAK_END'],
  entryOnly: ['CHECK_IN'],
  exitOnly: ['CHECK_OUT'],
  entryAndExit: ['CHECK_IN', 'CHECK_OUT'],
  entryAndExitBreak: ['BREAK_START', 'BREAK_END'],
  entryBreakOnly: ['BREAK_START'],
  exitBreakOnly: ['BREAK_END'],
};

/** Mark types a device with this registry type may send. */
export function markTypesFor(registry: RegistryType): readonly MarkType[] {
  return ACCEPTED[registry];
}

export function isMarkTypeAllowed(registry: RegistryType, type: MarkType): boolean {
  return ACCEPTED[registry].includes(type);
}
