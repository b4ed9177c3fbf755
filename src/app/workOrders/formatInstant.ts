import dayjs from 'dayjs';

/** An instant in the browser's local time, day and minute (the reports' plan and log times). */
export const formatInstant = (iso: string | null | undefined, withDate = true): string => (iso ? dayjs(iso).format(withDate ? 'DD/MM/YYYY HH:mm' : 'HH:mm') : '—');
