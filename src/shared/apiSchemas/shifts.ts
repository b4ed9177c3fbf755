import { SHIFT_TYPES } from '../workday/types';
import type { FromSchema } from './jsonSchema';

/** Request bodies of the shifts calendar (src/server/areas/shifts), declared once for server and browser. */

const UUID = { type: 'string', format: 'uuid' } as const;
const DATE = { type: 'string', format: 'date' } as const;
const TIME = { type: ['string', 'null'], pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' } as const;

const SHIFT_FIELDS = {
  userId: UUID,
  date: DATE,
  templateId: { anyOf: [UUID, { type: 'null' }] },
  type: { type: 'string', enum: SHIFT_TYPES },
  startTime: TIME,
  endTime: TIME,
  breakMinutes: { type: 'integer', minimum: 0, maximum: 720 },
} as const;

/** POST /shifts/getFiltered: planned shifts of a week or month. */
export const SHIFT_FILTER_BODY = {
  $id: 'api.shifts.filterBody',
  type: 'object', additionalProperties: false, required: ['filters'],
  properties: {
    filters: {
      type: 'object', additionalProperties: false, required: ['date'],
      properties: {
        userId: UUID, branch: UUID,
        date: { type: 'object', additionalProperties: false, required: ['gte', 'lte'], properties: { gte: DATE, lte: DATE } },
      },
    },
  },
} as const;

/** POST /workshift/calendarToUserShift: one user, some users or a unit, `from`–`to` (≤ 62 days). */
export const SHIFT_CALENDAR_BODY = {
  $id: 'api.shifts.calendarBody',
  type: 'object', additionalProperties: false, required: ['from', 'to'],
  properties: { userId: UUID, userIds: { type: 'array', items: UUID, maxItems: 500 }, branch: UUID, from: DATE, to: DATE },
} as const;

/** POST /workshift/shift: a template, or a type with times. */
export const SHIFT_CREATE_BODY = {
  $id: 'api.shifts.createBody',
  type: 'object', additionalProperties: false, required: ['userId', 'date'], properties: SHIFT_FIELDS,
} as const;

/** PATCH /workshift/shift/:id (partial; `virtual` saves a virtual shift and then needs userId and date). */
export const SHIFT_UPDATE_BODY = {
  $id: 'api.shifts.updateBody',
  type: 'object', additionalProperties: false, properties: SHIFT_FIELDS,
} as const;

/** PATCH /workshift/pattern/:userId: weekday (0 = Sunday … 6) → template id, and availability ranges. */
export const SHIFT_PATTERN_BODY = {
  $id: 'api.shifts.patternBody',
  type: 'object', additionalProperties: false,
  properties: {
    weekdays: { type: 'object', additionalProperties: false, patternProperties: { '^[0-6]$': { anyOf: [UUID, { type: 'null' }] } } },
    availability: {
      type: 'array', maxItems: 50,
      items: {
        type: 'object', additionalProperties: false, required: ['startTime', 'endTime'],
        properties: { weekday: { type: 'integer', minimum: 0, maximum: 6 }, date: DATE, startTime: TIME, endTime: TIME },
      },
    },
  },
} as const;

/** POST /workshift/generate: the people (ids or a unit) whose 8 weeks are filled from their patterns. */
export const SHIFT_GENERATE_BODY = {
  $id: 'api.shifts.generateBody',
  type: 'object', additionalProperties: false,
  properties: { userIds: { type: 'array', items: UUID, maxItems: 1000 }, branch: UUID, from: DATE },
} as const;

export type ShiftFilterBody = FromSchema<typeof SHIFT_FILTER_BODY>;
export type ShiftCalendarBody = FromSchema<typeof SHIFT_CALENDAR_BODY>;
export type ShiftCreateBody = FromSchema<typeof SHIFT_CREATE_BODY>;
export type ShiftUpdateBody = FromSchema<typeof SHIFT_UPDATE_BODY>;
export type ShiftPatternBody = FromSchema<typeof SHIFT_PATTERN_BODY>;
export type ShiftGenerateBody = FromSchema<typeof SHIFT_GENERATE_BODY>;

export const SHIFT_SCHEMAS = [SHIFT_FILTER_BODY, SHIFT_CALENDAR_BODY, SHIFT_CREATE_BODY, SHIFT_UPDATE_BODY, SHIFT_PATTERN_BODY, SHIFT_GENERATE_BODY] as const;
