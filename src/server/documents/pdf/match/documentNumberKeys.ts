import { documentKey, isValidDni, isValidNie } from '../../../../shared/imports/documentNumbers';
import { foldText } from './foldText';

/** Shorter numbers (or numbers without a digit) identify nobody: they would match page numbers, codes, amounts. */
const MIN_KEY_LENGTH = 5;

const usable = (key: string) => key.length >= MIN_KEY_LENGTH && /\d/.test(key);

/**
 * The spellings of one stored document number a page may show, compacted (no spaces, dots, dashes, slashes; upper
 * case): `12.345.678-Z` → `12345678Z`. A DNI with leading zeros is also found without them (`01234567L` printed
 * `1234567-L`), as payroll software often drops them. The control letter is always required: a bare 8-digit run is
 * too often something else (a date `01/03/2026`, the middle of a Social Security number `28/12345678/90`).
 */
export function documentNumberKeys(stored: string | null | undefined): string[] {
  const key = documentKey(foldText(stored ?? '')).replace(/[^A-Z0-9]/g, '');
  if (!usable(key)) return [];
  if (/^\d{1,8}[A-Z]$/.test(key)) {
    const dni = key.padStart(9, '0');
    if (isValidDni(dni)) return [...new Set([dni, dni.replace(/^0+/, '')])].filter(usable);
  }
  return [key];
}

/** Is this compact token a DNI or NIE whose control letter is right? (used to glue `12345678 Z`) */
export const isSpanishId = (token: string): boolean => isValidDni(token.padStart(9, '0')) || isValidNie(token);

/** Runs of letters and digits joined by `.`, `-` or `/` (`12.345.678-Z`, `X-1234567-L`, `28/12345678/90`). */
const CODE_RUN = /[A-Z0-9]+(?:[./-][A-Z0-9]+)*/g;

/**
 * The document-number candidates of a folded page text: every code run compacted, whole — never a part of a longer
 * run, so `1234567L` is not found inside `11234567L` nor a DNI inside an IBAN — plus the Spanish spellings with
 * spaces: a DNI's control letter apart (`12345678 Z`) and a NIE in pieces (`X 1234567 L`, `X-1234567 L`), glued
 * only when the result has the right control letter.
 */
export function documentNumberCandidates(folded: string): Set<string> {
  const runs = folded.match(CODE_RUN) ?? [];
  const tokens = runs.map((run) => run.replace(/[./-]/g, ''));
  const found = new Set<string>();
  let glued = -1; // the last token a NIE in pieces used: not glued again as a DNI (`X 1234567 L` is no DNI 1234567L)
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (usable(token)) found.add(token);
    const next = tokens[i + 1];
    if (next === undefined) continue;
    // X 1234567L / X 1234567 L
    if (/^[XYZ]$/.test(token) && /^\d{7}[A-Z]?$/.test(next)) {
      const letter = next.length === 7 ? tokens[i + 2] ?? '' : '';
      const nie = token + next + letter;
      if (/^[A-Z]\d{7}[A-Z]$/.test(nie) && isValidNie(nie)) {
        found.add(nie);
        glued = i + (letter ? 2 : 1);
      }
    }
    // 12345678 Z / X1234567 L
    if (i >= glued && /\d$/.test(token) && /^[A-Z]$/.test(next) && isSpanishId(token + next)) found.add(token + next);
  }
  return found;
}
