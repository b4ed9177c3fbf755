import { MARK_SOURCES } from '../workday';
import type { FromSchema } from './jsonSchema';
import { ref } from './jsonSchema';

/** Request bodies of the marks intake (src/server/areas/marks), declared once for server, clocks and browser. */

/** Most marks in one request: a clock that was offline for a shift uploads them in one go. */
export const MAX_MARKS_PER_REQUEST = 500;

/**
 * One mark as clocks, the employee portal and integrations send it. `type` is a plain string here so an unknown one
 * is answered with the domain code MARK_TYPE_INVALID (validateMark), not a bare `enum`.
 */
export const MARK_ITEM_SCHEMA = {
  $id: 'api.marks.mark',
  type: 'object',
  required: ['id', 'at', 'type', 'source'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100, description: 'chosen by the sender (a UUID); a mark sent again with the same id is stored once' },
    userId: { type: 'string', format: 'uuid', description: 'the collaborator; or numberOfDocument' },
    numberOfDocument: { type: 'string', minLength: 1, maxLength: 40, description: 'the collaborator’s document number, when the sender does not know the id' },
    at: { type: 'string', maxLength: 40, description: 'ISO 8601 instant with offset: 2026-03-02T08:01:12+01:00 or …Z' },
    type: { type: 'string', maxLength: 40, description: 'CHECK_IN | CHECK_OUT | BREAK_START | BREAK_END' },
    source: { type: 'string', enum: MARK_SOURCES },
    device: { type: 'string', maxLength: 100 },
    workOrderId: { type: 'string', format: 'uuid', description: 'the work order a CHECK_IN starts time on (docs/api/work-orders.md); the next CHECK_OUT ends it' },
    position: {
      type: 'object',
      required: ['lat', 'lng'],
      additionalProperties: false,
      properties: { lat: { type: 'number' }, lng: { type: 'number' }, accuracy: { type: 'number' } },
    },
  },
} as const;

/**
 * POST /marks: one mark, or `{ marks: [...] }` for a batch. The route validates it in the handler, item by item, so
 * one bad mark of a batch does not refuse the others; this schema documents it.
 */
export const MARKS_BODY_SCHEMA = {
  $id: 'api.marks.body',
  oneOf: [
    ref(MARK_ITEM_SCHEMA),
    {
      type: 'object',
      required: ['marks'],
      additionalProperties: false,
      properties: { marks: { type: 'array', minItems: 1, maxItems: MAX_MARKS_PER_REQUEST, items: ref(MARK_ITEM_SCHEMA) } },
    },
  ],
} as const;

export type MarkInput = FromSchema<typeof MARK_ITEM_SCHEMA>;

export const MARK_SCHEMAS = [MARK_ITEM_SCHEMA, MARKS_BODY_SCHEMA] as const;
