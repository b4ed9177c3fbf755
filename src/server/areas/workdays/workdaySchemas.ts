// the request bodies are declared once with the browser: src/shared/apiSchemas/workdays.ts
export { HISTORY_LIMIT, type HistoryBody, type ManualWorkdayBody } from '../../../shared/apiSchemas/workdays';

export const USER_ID_PARAMS = {
  type: 'object',
  required: ['userId'],
  additionalProperties: false,
  properties: { userId: { type: 'string', format: 'uuid' } },
} as const;

export const AUDIT_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    skip: { type: 'integer', minimum: 0, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
  },
} as const;
