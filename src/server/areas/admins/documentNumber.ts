/**
 * Is a document number valid for its type? (J002 on the administrator form.) National ids carry a check character,
 * so a typo is caught here rather than by a payroll export months later; passports and "other" only get a shape check.
 */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Separators people type inside numbers (`12.345.678-Z`, `123.456.789-09`) do not count. */
const compact = (value: string) => value.toUpperCase().replace(/[\s.\-/]/g, '');

function validDni(value: string): boolean {
  const m = /^(\d{8})([A-Z])$/.exec(value);
  return m !== null && DNI_LETTERS[Number(m[1]) % 23] === m[2];
}

/** NIE: X/Y/Z stand for 0/1/2, then the DNI rule. */
function validNie(value: string): boolean {
  const m = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  return m !== null && validDni(`${'XYZ'.indexOf(m[1])}${m[2]}${m[3]}`);
}

/** Brazilian CPF: 11 digits, two mod-11 check digits, not all digits equal. */
function validCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = (len: number) => {
    const sum = digits.slice(0, len).reduce((acc, d, i) => acc + d * (len + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

/** Chilean RUT: body digits and a mod-11 verifier (0-9 or K). */
function validRut(value: string): boolean {
  const m = /^(\d{7,8})([0-9K])$/.exec(value);
  if (!m) return false;
  let sum = 0;
  let factor = 2;
  for (const d of [...m[1]].reverse()) {
    sum += Number(d) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return expected === m[2];
}

const RULES: Record<string, (compacted: string, raw: string) => boolean> = {
  DNI: validDni,
  NIE: validNie,
  CPF: validCpf,
  RUT: validRut,
  PASSPORT: (c) => /^[A-Z0-9]{5,20}$/.test(c),
  OTHER: (_c, raw) => /^[A-Za-z0-9][A-Za-z0-9 .\-/]{2,29}$/.test(raw),
};

export const DOCUMENT_TYPES = Object.keys(RULES);

export function isValidDocument(typeOfDocument: string, numberOfDocument: string): boolean {
  const rule = RULES[typeOfDocument];
  const raw = numberOfDocument.trim();
  return !!rule && raw.length > 0 && rule(compact(raw), raw);
}
