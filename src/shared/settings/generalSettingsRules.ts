/** A rule failure on one settings field: `code` is an ajv-style keyword or an API code, `limit` fills `{{limit}}`. */
export interface SettingsRuleError {
  field: string;
  code: string;
  limit?: number;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/**
 * The rules of configuration.general that one property alone cannot say (schemas/company-general.schema.json says
 * the rest), shared by the settings form and PATCH /companies/config/general:
 * - rangeOfBreak.min ≤ rangeOfBreak.max (both within 0–8 by the schema);
 * - overtime hours are -1 (unset) or not negative, and the minimum is not above the maximum when both are set;
 * - the night range starts and ends at different times (HH:mm by the schema).
 */
export function generalSettingsErrors(general: unknown): SettingsRuleError[] {
  const g = obj(general);
  const errors: SettingsRuleError[] = [];
  const range = obj(g.rangeOfBreak);
  if (typeof range.min === 'number' && typeof range.max === 'number' && range.min > range.max) {
    errors.push({ field: 'rangeOfBreak.min', code: 'maximum', limit: range.max }, { field: 'rangeOfBreak.max', code: 'minimum', limit: range.min });
  }
  const overtime = obj(g.overtime);
  for (const key of ['minimumHours', 'maximumHours']) {
    const v = overtime[key];
    if (typeof v === 'number' && v < 0 && v !== -1) errors.push({ field: `overtime.${key}`, code: 'minimum', limit: 0 });
  }
  const { minimumHours: min, maximumHours: max } = overtime;
  if (typeof min === 'number' && typeof max === 'number' && min >= 0 && max >= 0 && min > max) {
    errors.push({ field: 'overtime.minimumHours', code: 'maximum', limit: max }, { field: 'overtime.maximumHours', code: 'minimum', limit: min });
  }
  const night = obj(g.nightShiftRange);
  if (typeof night.start === 'string' && night.start === night.end) errors.push({ field: 'nightShiftRange.end', code: 'TIME_RANGE_INVALID' });
  return errors;
}
