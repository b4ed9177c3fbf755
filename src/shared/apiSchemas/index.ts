import { ADMIN_SCHEMAS } from '../admins/admin';
import { COMPANY_SCHEMAS } from './companies';
import { DASHBOARD_SCHEMAS } from './dashboard';
import type { ApiSchema } from './jsonSchema';
import { MARK_SCHEMAS } from './marks';
import { PROFILE_SCHEMAS } from './profile';
import { REPORT_SCHEMAS } from './reports';
import { REVIEW_SCHEMAS } from './reviews';
import { ROLE_SCHEMAS } from './roles';
import { SHIFT_SCHEMAS } from './shifts';
import { USER_SCHEMAS } from './users';
import { WORKDAY_SCHEMAS } from './workdays';

/**
 * Every named request/answer schema of the areas (`api.<area>.<name>`), declared once for server and browser. The
 * server registers them with Fastify (addSchema: OpenAPI components, serializer) and with its validators (ajv.ts);
 * routes point at them with `ref(SCHEMA)`.
 */
export const API_SCHEMAS: readonly ApiSchema[] = [
  ...ADMIN_SCHEMAS,
  ...SHIFT_SCHEMAS,
  ...WORKDAY_SCHEMAS,
  ...REVIEW_SCHEMAS,
  ...ROLE_SCHEMAS,
  ...REPORT_SCHEMAS,
  ...PROFILE_SCHEMAS,
  ...MARK_SCHEMAS,
  ...DASHBOARD_SCHEMAS,
  ...USER_SCHEMAS,
  ...COMPANY_SCHEMAS,
];
