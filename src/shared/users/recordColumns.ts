/**
 * The collaborator record's columns, in the order of the profile page: the team export writes them all and the
 * collaborators report builder offers them (the company's custom fields follow).
 */
export const RECORD_COLUMNS = [
  'lastName', 'firstName', 'typeOfDocument', 'numberOfDocument', 'documentExpirationDate', 'username', 'email', 'phone',
  'birthDate', 'gender', 'nationality', 'address', 'disability', 'externalId', 'mainBranch', 'position',
  'contractStartDate', 'contractEndDate', 'typeOfContract', 'weeklyHours', 'unionAgreement', 'laborUnion',
  'currentSituation', 'holidayGroup', 'quoteGroup', 'active', 'leaveDate', 'typeOfLeave', 'leaveComment',
] as const;
