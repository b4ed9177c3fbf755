/** Spec §5, first reading: at least 8 characters, an uppercase letter, a lowercase letter and a number. */
export const PASSWORD_MIN_LENGTH = 8;
export function isStrongPassword(pw: string): boolean {
  return pw.length >= PASSWORD_MIN_LENGTH && pw.length <= 128 && /[A-Z]/.test(pw) && /[a-z]/.test(pw) && /[0-9]/.test(pw);
}
