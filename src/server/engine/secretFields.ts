import { encryptSecret } from '../crypto/secretBox';
import type { ApiRecord } from './records';
import type { JsonSchema } from './schemaStore';

/**
 * Secret fields: a base-schema property with `"x-secret": true` (and `writeOnly`) is stored encrypted (secretBox) and
 * never answered — not in records, lists the database builds, exports or audit rows (audited as changed, without
 * the value). Required on create by the schema; an update without it keeps the stored value. A device's password.
 */
export function secretProperties(schema: JsonSchema): string[] {
  return Object.entries(schema.properties ?? {}).filter(([, p]) => p['x-secret'] === true).map(([f]) => f);
}

/** The input with each secret it carries encrypted (null/absent left alone). */
export function sealSecrets(input: ApiRecord, secrets: string[]): ApiRecord {
  if (!secrets.length) return input;
  const sealed = { ...input };
  for (const f of secrets) if (typeof sealed[f] === 'string') sealed[f] = encryptSecret(sealed[f] as string);
  return sealed;
}

/** What the audit row says of the secrets a write set: that they changed, never the value. */
export function auditedSecrets(input: ApiRecord, secrets: string[]): Record<string, { changed: true }> {
  return Object.fromEntries(secrets.filter((f) => input[f] !== undefined).map((f) => [f, { changed: true as const }]));
}
