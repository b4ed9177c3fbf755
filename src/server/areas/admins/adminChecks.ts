import { fieldError, type PendingFieldError } from '../../http/apiError';
import { isCustomRole } from '../../../shared/roles';
import { ADMIN_USERNAME_PATTERN } from '../../../shared/admins/admin';
import { isStrongPassword } from '../../../shared/password';
import { isValidDocument } from './documentNumber';

/** The administrator as it will be stored: the create body, or the row with the update applied. */
export interface AdminRecord {
  firstName: string;
  lastName: string;
  username: string;
  email: string | null;
  typeOfDocument: string;
  numberOfDocument: string | null;
  position: string | null;
  phone: string | null;
  role: string;
  mainBranch: string | null;
  allowedBranches: string[];
}

export type AdminField = keyof AdminRecord;

// the same patterns as schemas/user.schema.json (username, shared with the form) and ajv-formats' full `email` format
const USERNAME = ADMIN_USERNAME_PATTERN;
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const PHONE = /^\+?[0-9][0-9 ()-]{5,29}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);
export const isValidEmail = (value: string) => value.length <= 160 && EMAIL.test(value);
export const isValidPhone = (value: string) => PHONE.test(value);

/** Roles acting only on their allowed units need some (J008): administrator, manager and company roles. */
export const needsAllowedBranches = (role: string) => role === 'administrator' || role === 'manager' || isCustomRole(role);

/**
 * The form's field checks that need no database (spec §8 codes), for the fields being written (`touched`), in form
 * order, so the first error is the one the answer's `code` names. Branch existence, role existence and uniqueness
 * are checked against the database afterwards (adminWrites.ts).
 */
export function fieldCheckErrors(next: AdminRecord, touched: ReadonlySet<AdminField>): PendingFieldError[] {
  const errors: PendingFieldError[] = [];
  const check = (field: AdminField, failing: boolean, code: string) => {
    if (touched.has(field) && failing) errors.push(fieldError(field, code));
  };
  check('username', !USERNAME.test(next.username), 'J010');
  if (touched.has('email')) {
    if (!next.email) errors.push(fieldError('email', 'J011'));
    else if (!isValidEmail(next.email)) errors.push(fieldError('email', 'J003'));
  }
  if (touched.has('typeOfDocument') || touched.has('numberOfDocument')) {
    if (!next.numberOfDocument || !isValidDocument(next.typeOfDocument, next.numberOfDocument)) errors.push(fieldError('numberOfDocument', 'J002'));
  }
  check('phone', !!next.phone && !isValidPhone(next.phone), 'pattern');
  check('role', !next.role, 'J007');
  check('mainBranch', !next.mainBranch, 'J006');
  if ((touched.has('role') || touched.has('allowedBranches')) && next.role && needsAllowedBranches(next.role) && next.allowedBranches.length === 0) {
    errors.push(fieldError('allowedBranches', 'J008'));
  }
  return errors;
}

/** A new password with its repetition (spec §5): PASSWORD_WEAK on `password`, PASSWORD_MISMATCH on `repeatPassword`. */
export function passwordErrors(password: string, repeatPassword: string | undefined): PendingFieldError[] {
  if (!isStrongPassword(password)) return [fieldError('password', 'PASSWORD_WEAK')];
  if (password !== repeatPassword) return [fieldError('repeatPassword', 'PASSWORD_MISMATCH')];
  return [];
}
