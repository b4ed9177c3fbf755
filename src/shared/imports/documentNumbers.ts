import { DOCUMENT_TYPES, type DocumentType } from './columns';

/** Spanish DNI/NIE control letter: this table indexed by the number modulo 23. */
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' };

/** Names people write in the type column besides the codes (the template's drop-down offers the codes). */
const TYPE_ALIASES: Record<string, DocumentType> = {
  PASAPORTE: 'PASSPORT',
  PASSAPORTE: 'PASSPORT',
  OTRO: 'OTHER',
  OUTRO: 'OTHER',
};

export const MAX_DOCUMENT_LENGTH = 30;

/** `dni`, ` Pasaporte ` → DNI, PASSPORT; null when it is no known type. */
export function parseDocumentType(value: string | undefined): DocumentType | null {
  const text = (value ?? '').trim().toUpperCase();
  if ((DOCUMENT_TYPES as readonly string[]).includes(text)) return text as DocumentType;
  return TYPE_ALIASES[text] ?? null;
}

/**
 * The number as stored: upper case and trimmed; DNI and NIE also without spaces, dots or dashes and with the
 * DNI's leading zeros (`1234567-l` → `01234567L`), so the same document is always written the same way.
 */
export function normalizeDocument(type: DocumentType | null, value: string | undefined): string {
  const text = (value ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  if (type !== 'DNI' && type !== 'NIE') return text;
  const compact = text.replace(/[\s.-]/g, '');
  return type === 'DNI' && /^\d{1,7}[A-Z]$/.test(compact) ? compact.padStart(9, '0') : compact;
}

export function isValidDni(dni: string): boolean {
  const m = /^(\d{8})([A-Z])$/.exec(dni);
  return m !== null && CONTROL_LETTERS[Number(m[1]) % 23] === m[2];
}

export function isValidNie(nie: string): boolean {
  const m = /^([XYZ])(\d{7})([A-Z])$/.exec(nie);
  return m !== null && CONTROL_LETTERS[Number(NIE_PREFIX[m[1]] + m[2]) % 23] === m[3];
}

/** Other documents: letters, digits and the usual separators (RUT 12.345.678-5, CPF 123.456.789-09). */
const OTHER_DOCUMENT = /^[A-Z0-9][A-Z0-9 ./-]*$/;

/** Is this normalized number valid for the type? DNI and NIE by their control letter, the rest by shape. */
export function isValidDocument(type: DocumentType, number: string): boolean {
  if (!number || number.length > MAX_DOCUMENT_LENGTH) return false;
  if (type === 'DNI') return isValidDni(number);
  if (type === 'NIE') return isValidNie(number);
  return OTHER_DOCUMENT.test(number);
}

/**
 * The key two spellings of one document share (`12.345.678-5` and `123456785`): what picture file names and
 * duplicate checks compare.
 */
export const documentKey = (value: string): string => value.toUpperCase().replace(/[\s./-]/g, '');
