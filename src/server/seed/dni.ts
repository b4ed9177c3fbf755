/** Spanish DNI: 8 digits and a control letter, the letter being this table indexed by the number modulo 23. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function dniLetter(digits: number): string {
  return DNI_LETTERS[digits % 23];
}

/** `12345678Z` for 12345678. */
export function formatDni(digits: number): string {
  return `${String(digits).padStart(8, '0')}${dniLetter(digits)}`;
}

export function isValidDni(dni: string): boolean {
  const m = /^(\d{8})([A-Z])$/.exec(dni);
  return m !== null && dniLetter(Number(m[1])) === m[2];
}
