import type { JsonSchema } from './types';

/**
 * A company custom field merged from schemas/overlays/<company>/: the server marks it `x-overlay` in the effective
 * schema, with its texts in `x-labels` (localizeSchema.ts reads them).
 */
export const isOverlayProperty = (prop: JsonSchema): boolean => prop['x-overlay'] === true;

/** Overlay properties of a schema not already among `declared` fields, in schema order. */
export function overlayFields(schema: JsonSchema | undefined, declared: string[]): string[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([field, prop]) => !declared.includes(field) && isOverlayProperty(prop))
    .map(([field]) => field);
}
