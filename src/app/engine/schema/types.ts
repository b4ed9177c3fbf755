/**
 * The part of JSON Schema (draft-07) the engine reads, plus our `x-` keywords:
 * `x-ref` (the Refine resource a uuid points to), `x-enumSource` (`customFields.<list>` of the session company),
 * `x-file` (a multipart file field), `x-overlay` (a company custom field merged from schemas/overlays) and its
 * `x-labels` (its texts in every locale).
 */
export interface JsonSchema {
  $id?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  oneOf?: JsonSchema[];
  const?: unknown;
  format?: string;
  pattern?: string;
  readOnly?: boolean;
  maxLength?: number;
  default?: unknown;
  'x-ref'?: string;
  'x-enumSource'?: string;
  'x-file'?: string;
  'x-overlay'?: boolean;
  /** a company field's texts by locale (src/shared/overlayLabels.ts) */
  /** a short text field that takes line breaks (the server refuses them in one-line fields: singleLineText.ts) */
  'x-multiline'?: boolean;
  'x-labels'?: Record<string, { title: string; description?: string; enum?: Record<string, string> }>;
  [keyword: string]: unknown;
}

/** The main type of a property: `["string", "null"]` is a string. */
export function primaryType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

/** Does the property accept null? */
export function allowsNull(schema: JsonSchema): boolean {
  return Array.isArray(schema.type) ? schema.type.includes('null') : schema.type === 'null';
}
