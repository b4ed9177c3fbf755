/**
 * The company flags menus and features follow (spec §1): documents and novelties versions, payroll integration,
 * employer records… Stored in `companies.flags`; the two versions are also settings an owner changes in
 * configuration.general (spec §3), and the setting wins: switching documents to V1 shows Company › Salary at once.
 */
export function effectiveFlags(company: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const flags = (company?.flags && typeof company.flags === 'object' ? company.flags : {}) as Record<string, unknown>;
  const general = ((company?.configuration as { general?: Record<string, unknown> } | undefined)?.general ?? {}) as Record<string, unknown>;
  const out = { ...flags };
  for (const key of ['documentsVersion', 'noveltiesVersion'] as const) if (general[key] === 'V1' || general[key] === 'V2') out[key] = general[key];
  // the employee portal: the flag says the provider enabled it, the setting that the company wants it; both must
  // agree (a company stored before the flag existed follows its setting alone)
  if (typeof general.employeePortal === 'boolean') out.employeePortal = flags.employeePortal !== false && general.employeePortal;
  return out;
}
