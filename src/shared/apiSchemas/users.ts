import type { FromSchema } from './jsonSchema';

/** Request bodies of the collaborators' own routes (src/server/areas/users), declared once for server and browser. */

/** PATCH /users/employee-status/:id: offboard (`active: false` with a reason and a date) or reinstate. */
export const EMPLOYEE_STATUS_BODY = {
  $id: 'api.users.employeeStatusBody',
  type: 'object',
  required: ['active'],
  additionalProperties: false,
  properties: {
    active: { type: 'boolean' },
    typeOfLeave: { type: 'string', minLength: 1, maxLength: 120 },
    leaveDate: { type: 'string', format: 'date' },
    leaveComment: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

export type EmployeeStatusBody = FromSchema<typeof EMPLOYEE_STATUS_BODY>;

export const USER_SCHEMAS = [EMPLOYEE_STATUS_BODY] as const;
