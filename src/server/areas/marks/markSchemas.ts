// the mark and the body are declared once with the clocks and the browser: src/shared/apiSchemas/marks.ts
export { MARK_ITEM_SCHEMA, MARKS_BODY_SCHEMA, MAX_MARKS_PER_REQUEST, type MarkInput } from '../../../shared/apiSchemas/marks';
