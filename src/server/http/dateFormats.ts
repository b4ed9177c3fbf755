import type { Ajv, FormatDefinition } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats';
import { yearInRange } from '../../shared/dateRange';

/** ajv-formats' full `date` or `date-time` check, plus the product's year range (src/shared/dateRange.ts). */
function ranged(name: 'date' | 'date-time'): FormatDefinition<string> {
  const base = fullFormats[name] as FormatDefinition<string> & { validate: (s: string) => boolean };
  return { ...base, validate: (value: string) => base.validate(value) && yearInRange(value) };
}

/** Replaces `format: 'date'` and `format: 'date-time'` of an Ajv (after addFormats) by their ranged checks. */
export function addRangedDateFormats(ajv: Ajv): void {
  ajv.addFormat('date', ranged('date'));
  ajv.addFormat('date-time', ranged('date-time'));
}
