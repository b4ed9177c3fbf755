import type { FromSchema } from './jsonSchema';

/** Request bodies of the dashboard (src/server/areas/dashboard), declared once for server and browser. */

/** POST /reports/graphics/workdays: dates are parsed by the server so a bad one answers NOT_VALID_DATE on its field. */
export const WORKDAYS_GRAPHIC_BODY = {
  $id: 'api.dashboard.workdaysGraphicBody',
  type: 'object', additionalProperties: false, required: ['from', 'to'],
  properties: { from: { type: 'string', maxLength: 10 }, to: { type: 'string', maxLength: 10 }, branch: { type: 'string', format: 'uuid' } },
} as const;

export type WorkdaysGraphicBody = FromSchema<typeof WORKDAYS_GRAPHIC_BODY>;

export const DASHBOARD_SCHEMAS = [WORKDAYS_GRAPHIC_BODY] as const;
