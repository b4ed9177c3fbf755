import type { AdminBody, AdminRecord } from '../../shared/admins/admin';

/** The form's values (antd Form); passwords only when one is being set. */
export interface AdminFormValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  typeOfDocument: string;
  numberOfDocument: string;
  position?: string;
  phone?: string;
  role?: string;
  mainBranch?: string;
  allowedBranches: string[];
  /** create: invitation mail or a password now */
  passwordMode?: 'invite' | 'set';
  password?: string;
  repeatPassword?: string;
}

/** Every field the server may name in an error that the form shows. */
export const ADMIN_FORM_FIELDS = [
  'firstName', 'lastName', 'username', 'email', 'typeOfDocument', 'numberOfDocument', 'position', 'phone', 'role', 'mainBranch',
  'allowedBranches', 'password', 'repeatPassword',
] as const;

export const DOCUMENT_TYPES = ['DNI', 'NIE', 'PASSPORT', 'RUT', 'CPF', 'OTHER'] as const;

export const emptyAdminValues = (): AdminFormValues => ({
  firstName: '', lastName: '', username: '', email: '', typeOfDocument: 'DNI', numberOfDocument: '', allowedBranches: [], passwordMode: 'invite',
});

export const valuesOf = (a: AdminRecord): AdminFormValues => ({
  firstName: a.firstName,
  lastName: a.lastName,
  username: a.username,
  email: a.email ?? '',
  typeOfDocument: a.typeOfDocument,
  numberOfDocument: a.numberOfDocument ?? '',
  position: a.position ?? '',
  phone: a.phone ?? '',
  role: a.role,
  mainBranch: a.mainBranch ?? undefined,
  allowedBranches: a.allowedBranches ?? [],
});

const text = (v: string | undefined) => v?.trim() ?? '';
const optional = (v: string | undefined) => v?.trim() || null;

/**
 * The request body: trimmed text, empty optional fields as null, the units only for roles that use them (a viewer's
 * are cleared), and the password only when one is being set.
 */
export function bodyOf(values: AdminFormValues, needsUnits: boolean, withPassword: boolean): AdminBody {
  const body: AdminBody = {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    username: text(values.username),
    email: optional(values.email),
    typeOfDocument: values.typeOfDocument,
    numberOfDocument: optional(values.numberOfDocument),
    position: optional(values.position),
    phone: optional(values.phone),
    role: values.role ?? '',
    mainBranch: values.mainBranch ?? null,
    allowedBranches: needsUnits ? (values.allowedBranches ?? []) : [],
  };
  if (withPassword && values.password) {
    body.password = values.password;
    body.repeatPassword = values.repeatPassword ?? '';
  }
  return body;
}
