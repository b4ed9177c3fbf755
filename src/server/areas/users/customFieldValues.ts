import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { ApiRecord } from '../../engine/records';
import type { JsonSchema } from '../../engine/schemaStore';
import { fieldError, type PendingFieldError } from '../../http/apiError';
import { listValues } from '../../../shared/rules/collaboratorLists';

/** The company's customFields as stored now (not the request's cached copy: a list may have changed a moment ago). */
export async function readCustomFields(db: Db, companyId: string): Promise<Record<string, unknown>> {
  const [row] = await db.select({ customFields: companies.customFields }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return (row?.customFields ?? {}) as Record<string, unknown>;
}

const LIST_SOURCE = /^customFields\.([A-Za-z0-9_]+)$/;

/**
 * Fields declaring `x-enumSource: customFields.<list>` (base schema and company overlay alike) must hold a value of
 * that list: CUSTOM_FIELD_VALUE_INVALID on the field otherwise. Only values being written are checked, so a value
 * the company later removed from its list does not block editing the rest of the record.
 */
export function customFieldErrors(schema: JsonSchema, customFields: Record<string, unknown>, record: ApiRecord, before?: ApiRecord): PendingFieldError[] {
  const errors: PendingFieldError[] = [];
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    const source = prop['x-enumSource'] ?? prop.items?.['x-enumSource'];
    const list = typeof source === 'string' ? LIST_SOURCE.exec(source)?.[1] : undefined;
    const value = record[field];
    if (!list || value === undefined || value === null) continue;
    if (before && JSON.stringify(before[field]) === JSON.stringify(value)) continue;
    const allowed = listValues(customFields, list);
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v !== 'string' || !allowed.includes(v))) errors.push(fieldError(field, 'CUSTOM_FIELD_VALUE_INVALID'));
  }
  return errors;
}
