import { fieldError, validationError, type PendingFieldError } from '../../http/apiError';

/**
 * The spec's nested collaborator body (§3: personalData, contactData.primaryEmail, organizationData, contractData)
 * and the flat body the forms send are the same record. Each nested group maps its keys to flat properties; the
 * flat result is then validated against the user schema like any other body.
 */
export const NESTED_GROUPS: Record<string, Record<string, string>> = {
  personalData: {
    firstName: 'firstName',
    lastName: 'lastName',
    typeOfDocument: 'typeOfDocument',
    numberOfDocument: 'numberOfDocument',
    documentExpirationDate: 'documentExpirationDate',
    birthDate: 'birthDate',
    gender: 'gender',
    nationality: 'nationality',
    address: 'address',
    phone: 'phone',
    disability: 'disability',
  },
  contactData: { primaryEmail: 'email', phone: 'phone', address: 'address' },
  organizationData: { mainBranch: 'mainBranch', position: 'position', externalId: 'externalId' },
  contractData: {
    contractStartDate: 'contractStartDate',
    contractEndDate: 'contractEndDate',
    typeOfContract: 'typeOfContract',
    weeklyHours: 'weeklyHours',
    unionAgreement: 'unionAgreement',
    laborUnion: 'laborUnion',
    currentSituation: 'currentSituation',
    holidayGroup: 'holidayGroup',
    quoteGroup: 'quoteGroup',
  },
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Nested → flat. A value given both ways must be the same (else 400 `invalid` on the flat field); an unknown key
 * inside a group is refused on its dotted path (`personalData.shoeSize`), like an unknown flat property.
 * Anything that is not an object passes through for the schema to refuse.
 */
export function flattenCollaboratorBody(body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  const flat: Record<string, unknown> = {};
  const errors: PendingFieldError[] = [];
  const nested: [string, unknown][] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key in NESTED_GROUPS) nested.push([key, value]);
    else flat[key] = value;
  }
  for (const [group, value] of nested) {
    if (!isPlainObject(value)) {
      errors.push({ ...fieldError(group, 'type'), params: { type: 'object' } });
      continue;
    }
    for (const [key, v] of Object.entries(value)) {
      const target = NESTED_GROUPS[group][key];
      if (!target) {
        errors.push(fieldError(`${group}.${key}`, 'additionalProperties'));
        continue;
      }
      if (target in flat && JSON.stringify(flat[target]) !== JSON.stringify(v)) {
        errors.push(fieldError(target, 'invalid'));
        continue;
      }
      flat[target] = v;
    }
  }
  if (errors.length) throw validationError(errors);
  return flat;
}
