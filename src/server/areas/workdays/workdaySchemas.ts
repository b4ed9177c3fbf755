/** Spec §9: workday history limit 1000 (also the default). */
export const HISTORY_LIMIT = 1000;

const localDate = { type: 'string', format: 'date' } as const;

export const USER_ID_PARAMS = {
  type: 'object',
  required: ['userId'],
  additionalProperties: false,
  properties: { userId: { type: 'string', format: 'uuid' } },
} as const;

/** POST /workdays/history/:userId body: `filter.date` is one local date or a range { gte, lte }. */
export const HISTORY_BODY = {
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

export interface HistoryBody {
  limit?: number;
  filter?: { date?: string | { gte?: string; lte?: string } };
}

// Times are checked by validateManualWorkday (the spec's codes on each field), so the schema only bounds the shape.
const time = { type: ['string', 'null'], maxLength: 40 } as const;

/** PATCH /workdays/update body: no `id` creates a manual workday, an `id` replaces that workday's times. */
export const MANUAL_WORKDAY_BODY = {
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

export interface ManualWorkdayBody {
  id?: string;
  userId: string;
  date: string;
  clocks: { in?: string | null; out?: string | null }[];
  breaks?: { start?: string | null; end?: string | null }[];
}

export const AUDIT_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    skip: { type: 'integer', minimum: 0, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
  },
} as const;
