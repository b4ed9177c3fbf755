import { primaryType, type JsonSchema } from './types';

/**
 * What a property is, for rendering: one list renderer, filter widget, form widget and show renderer per kind.
 * Derived from the JSON Schema alone (type, format, pattern, enum and our `x-` keywords).
 */
export type FieldKind =
  | 'hidden' // uuid without x-ref: an internal id
  | 'string'
  | 'text' // long text (maxLength >= 300 or a textarea widget)
  | 'email'
  | 'url'
  | 'date'
  | 'datetime'
  | 'time'
  | 'color'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'enumArray'
  | 'ref'
  | 'refArray'
  | 'tags'
  | 'objectArray' // a list of records with their own fields (an accident's people): a small table
  | 'image'
  | 'file' // an uploaded document (x-file other than image): a download link
  | 'html' // rich text (contentMediaType text/html), sanitized by the server on every write
  | 'object';

const TIME_PATTERN = /:\[0-5\]\[0-9\]\$?$/; // e.g. ^([01][0-9]|2[0-3]):[0-5][0-9]$
const COLOR_PATTERN = /^\^#\[0-9a-fA-F\]\{(3|6|8)\}\$$/i;
const LONG_TEXT = 300;

const isConstOneOf = (s: JsonSchema) => Array.isArray(s.oneOf) && s.oneOf.length > 0 && s.oneOf.every((o) => 'const' in o);
const isEnumLike = (s: JsonSchema) => Array.isArray(s.enum) || isConstOneOf(s) || typeof s['x-enumSource'] === 'string';

export function fieldKind(schema: JsonSchema, ui?: Record<string, unknown>): FieldKind {
  if (schema['x-file']) return schema['x-file'] === 'image' ? 'image' : 'file';
  if (schema.contentMediaType === 'text/html') return 'html';
  const type = primaryType(schema);
  if (type === 'array') {
    const items = schema.items ?? {};
    if (schema['x-ref'] || items['x-ref']) return 'refArray';
    if (isEnumLike(items) || typeof schema['x-enumSource'] === 'string') return 'enumArray';
    if (primaryType(items) === 'object' || items.properties) return 'objectArray';
    return 'tags';
  }
  if (schema['x-ref']) return 'ref';
  if (isEnumLike(schema)) return 'enum';
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'object') return 'object';
  switch (schema.format) {
    case 'date':
      return 'date';
    case 'date-time':
      return 'datetime';
    case 'time':
      return 'time';
    case 'email':
      return 'email';
    case 'uri':
    case 'url':
      return 'url';
    case 'uuid':
      return 'hidden';
  }
  if (typeof schema.pattern === 'string') {
    if (COLOR_PATTERN.test(schema.pattern)) return 'color';
    if (TIME_PATTERN.test(schema.pattern)) return 'time';
  }
  if (ui?.['ui:widget'] === 'textarea' || schema['x-multiline'] === true || (schema.maxLength ?? 0) >= LONG_TEXT) return 'text';
  return 'string';
}
