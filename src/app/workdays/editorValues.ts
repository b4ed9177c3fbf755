import dayjs, { type Dayjs } from 'dayjs';
import { toInstant, toLocal, type ManualWorkdayInput } from '../../shared/workday';
import type { ManualWorkdayBody, WorkdayRecord } from './workdayApi';

/** What the workday form holds: pickers show wall-clock time in the person's zone, whatever the browser's zone is. */
export interface EditorValues {
  date: Dayjs | null;
  clocks: { in?: Dayjs | null; out?: Dayjs | null }[];
  breaks: { start?: Dayjs | null; end?: Dayjs | null }[];
}

/** A picker value for an instant: the person's local date and time, read as a wall time. */
export function toPicker(instant: string | undefined, timeZone: string): Dayjs | null {
  if (!instant) return null;
  const local = toLocal(Date.parse(instant), timeZone);
  return dayjs(`${local.date}T${local.time}`);
}

/** The instant (ISO) a picked wall time means in the person's zone. */
export function fromPicker(value: Dayjs | null | undefined, timeZone: string): string | undefined {
  if (!value || !value.isValid()) return undefined;
  return new Date(toInstant(value.format('YYYY-MM-DD'), value.format('HH:mm'), timeZone)).toISOString();
}

export function editorValuesOf(workday: WorkdayRecord | undefined, date: string, timeZone: string): EditorValues {
  if (!workday) return { date: dayjs(date), clocks: [{ in: null, out: null }], breaks: [] };
  return {
    date: dayjs(workday.date),
    clocks: workday.clocks.map((c) => ({ in: toPicker(c.in, timeZone), out: toPicker(c.out, timeZone) })),
    breaks: workday.breaks.map((b) => ({ start: toPicker(b.start, timeZone), end: toPicker(b.end, timeZone) })),
  };
}

/** The form as validateManualWorkday reads it (the same function the server runs). */
export function manualInputOf(values: EditorValues, timeZone: string, id?: string): ManualWorkdayInput {
  return {
    id,
    date: values.date?.isValid() ? values.date.format('YYYY-MM-DD') : '',
    clocks: (values.clocks ?? []).map((c) => ({ in: fromPicker(c?.in, timeZone), out: fromPicker(c?.out, timeZone) })),
    breaks: (values.breaks ?? []).map((b) => ({ start: fromPicker(b?.start, timeZone), end: fromPicker(b?.end, timeZone) })),
  };
}

export function bodyOf(input: ManualWorkdayInput, userId: string): ManualWorkdayBody {
  return {
    ...(input.id ? { id: input.id } : {}),
    userId,
    date: input.date,
    clocks: input.clocks.map((c) => ({ in: c.in ?? null, out: c.out ?? null })),
    breaks: (input.breaks ?? []).map((b) => ({ start: b.start ?? null, end: b.end ?? null })),
  };
}

/** `clocks.1.out` → ['clocks', 1, 'out'] (antd's name path of that picker). */
export function namePathOf(field: string): (string | number)[] {
  return field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}
