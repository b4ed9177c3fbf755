/**
 * The company's customFields lists a collaborator's fields take their values from (spec §3), shared by the
 * server (which refuses other values) and the browser (which offers these values).
 * `hierarchies` is a customFields list too, but it names hierarchy levels and has its own endpoint
 * (/companies/hierarchy-levels), so it is not edited with these.
 */
export const COLLABORATOR_LISTS = [
  'unionAgreement',
  'laborUnion',
  'typeOfLeave',
  'typeOfContract',
  'currentSituation',
  'holidayGroup',
  'quoteGroup',
] as const;
export type CollaboratorList = (typeof COLLABORATOR_LISTS)[number];

/** Spec §3: typeOfLeave defaults to these while the company has not set its own. */
export const DEFAULT_TYPES_OF_LEAVE = ['Despido', 'Incapacidad', 'Renuncia'];

/** Most values one list holds, and the longest value (the users columns hold any text; forms need a bound). */
export const MAX_LIST_VALUES = 200;
export const MAX_LIST_VALUE_LENGTH = 120;

/** The values of one list as the company has it (strings only), typeOfLeave falling back to its defaults. */
export function listValues(customFields: Record<string, unknown> | null | undefined, list: string): string[] {
  const raw = customFields?.[list];
  const values = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
  if (list === 'typeOfLeave' && values.length === 0) return [...DEFAULT_TYPES_OF_LEAVE];
  return values;
}

/** Every collaborator list of a company, defaults applied. */
export function collaboratorLists(customFields: Record<string, unknown> | null | undefined): Record<CollaboratorList, string[]> {
  return Object.fromEntries(COLLABORATOR_LISTS.map((l) => [l, listValues(customFields, l)])) as Record<CollaboratorList, string[]>;
}
