import type { FromSchema } from './jsonSchema';

/** Request bodies of the workday record (src/server/areas/workdays), declared once for server and browser. */

/** Spec §9: workday history limit 1000 (also the default). */
export const HISTORY_LIMIT = 1000;

const localDate = { type: 'string', format: 'date' } as const;

/** POST /workdays/history/:userId: `filter.date` is one local date or a range { gte, lte }. */
export const WORKDAY_HISTORY_BODY = {
  $id: 'api.workdays.historyBody',
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: HISTORY_LIMIT, default: HISTORY_LIMIT },
    filter: {
      type: 'object',
      additionalProperties: false,
      properties: {
        date: {
          anyOf: [
            localDate,
            { type: 'object', additionalProperties: false, minProperties: 1, properties: { gte: localDate, lte: localDate } },
          ],
        },
      },
    },
  },
} as const;

// Times are checked by validateManualWorkday (the spec's codes on each field), so the schema only bounds the shape.
const time = { type: ['string', 'null'], maxLength: 40 } as const;

/** PATCH /workdays/update: no `id` creates a manual workday, an `id` replaces that workday's times. */
export const MANUAL_WORKDAY_BODY = {
  $id: 'api.workdays.manualBody',
  type: 'object',
  required: ['userId', 'date', 'clocks'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    userId: { type: 'string', format: 'uuid' },
    date: { type: 'string', maxLength: 10 },
    clocks: { type: 'array', maxItems: 20, items: { type: 'object', additionalProperties: false, properties: { in: time, out: time } } },
    breaks: { type: 'array', maxItems: 20, items: { type: 'object', additionalProperties: false, properties: { start: time, end: time } } },
  },
} as const;

export type HistoryBody = FromSchema<typeof WORKDAY_HISTORY_BODY>;
export type ManualWorkdayBody = FromSchema<typeof MANUAL_WORKDAY_BODY>;

export const WORKDAY_SCHEMAS = [WORKDAY_HISTORY_BODY, MANUAL_WORKDAY_BODY] as const;
