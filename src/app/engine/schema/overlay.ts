import type { JsonSchema } from './types';

/**
 * A company custom field merged from schemas/overlays/<company>/: marked `x-overlay`, or titled from the
 * `overlay` i18n namespace (conventions: overlay texts live there).
 */
export const isOverlayProperty = (prop: JsonSchema): boolean =>
  prop['x-overlay'] === true || (typeof prop.title === 'string' && prop.title.startsWith('overlay.'));

/** Overlay properties of a schema not already among `declared` fields, in schema order. */
export function overlayFields(schema: JsonSchema | undefined, declared: string[]): string[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([field, prop]) => !declared.includes(field) && isOverlayProperty(prop))
    .map(([field]) => field);
}
