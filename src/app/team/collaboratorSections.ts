/**
 * How a collaborator's fields are grouped, on the form (sections) and on the profile (tabs). Fields of the company's
 * overlay schema, named by no section, form the custom fields group.
 */
export interface FieldSection {
  key: 'personal' | 'contact' | 'organisation' | 'contract' | 'customFields';
  fields: string[];
}

export const FORM_SECTIONS: FieldSection[] = [
  { key: 'personal', fields: ['firstName', 'lastName', 'typeOfDocument', 'numberOfDocument', 'documentExpirationDate', 'birthDate', 'gender', 'nationality', 'disability'] },
  { key: 'contact', fields: ['username', 'email', 'phone', 'address'] },
  { key: 'organisation', fields: ['mainBranch', 'position', 'externalId'] },
  {
    key: 'contract',
    fields: ['contractStartDate', 'contractEndDate', 'typeOfContract', 'weeklyHours', 'unionAgreement', 'laborUnion', 'currentSituation', 'holidayGroup', 'quoteGroup'],
  },
];

export const KNOWN_FIELDS = new Set(FORM_SECTIONS.flatMap((s) => s.fields));

/** The sections with the fields a schema has, the others' fields last as custom fields; empty sections dropped. */
export function sectionsFor(fields: string[]): FieldSection[] {
  const sections: FieldSection[] = FORM_SECTIONS.map((s) => ({ ...s, fields: s.fields.filter((f) => fields.includes(f)) }));
  sections.push({ key: 'customFields', fields: fields.filter((f) => !KNOWN_FIELDS.has(f)) });
  return sections.filter((s) => s.fields.length > 0);
}
