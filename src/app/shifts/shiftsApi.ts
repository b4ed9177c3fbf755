import type { ShiftCalendarBody, ShiftPatternBody, ShiftUpdateBody } from '../../shared/apiSchemas/shifts';
import { request } from '../providers/http';

/** Shapes of src/server/areas/shifts answers. */
export interface ShiftView {
  id: string | null;
  virtual: boolean;
  userId: string;
  date: string;
  type: string;
  templateId: string | null;
  templateName: string | null;
  color: string;
  startTime: string | null;
  endTime: string | null;
  breakMinutes: number;
}
export interface CalendarDay { date: string; shift: ShiftView | null; specialDays: { id: string; name: string; category: string }[] }
export interface CalendarRow { user: { id: string; firstName: string; lastName: string; position: string | null }; days: CalendarDay[] }
export interface Calendar { from: string; to: string; users: CalendarRow[] }
export interface ShiftTemplate { id: string; name: string; type: string; startTime: string | null; endTime: string | null; breakMinutes: number; color: string }
/** the request body, declared once with the server; the editor holds the type as text (an unknown one is a 400) */
export type ShiftBody = Omit<ShiftUpdateBody, 'type'> & { type?: string };

export const loadCalendar = (body: ShiftCalendarBody) =>
  request<Calendar>('/workshift/calendarToUserShift', { method: 'POST', body });

export const loadTemplates = async () =>
  (await request<{ shiftTemplates: ShiftTemplate[] }>('/workshift/shiftTemplate/getFiltered', { method: 'POST', body: { limit: 500, sort: [{ field: 'name', order: 'asc' }] } })).shiftTemplates;

/** Save a cell: a stored shift is edited, a virtual one (no id) is created with PATCH /workshift/shift/virtual, an empty cell with POST. */
export function saveShift(current: ShiftView | null, body: ShiftBody) {
  if (current?.id) return request<ShiftView>(`/workshift/shift/${current.id}`, { method: 'PATCH', body: { ...body, userId: undefined } });
  if (current?.virtual) return request<ShiftView>('/workshift/shift/virtual', { method: 'PATCH', body });
  return request<ShiftView>('/workshift/shift', { method: 'POST', body });
}

export const deleteShift = (id: string) => request(`/workshift/shift/${id}`, { method: 'DELETE' });

export const startGeneration = (branch?: string) =>
  request<{ jobId: string; total: number }>('/workshift/generate', { method: 'POST', body: branch ? { branch } : {} });

export interface ShiftPattern { weekdays: Record<string, string | null>; availability: { weekday?: number; date?: string; startTime: string; endTime: string }[] }
export const loadPattern = (userId: string) => request<ShiftPattern>(`/workshift/pattern/${userId}`);
export const savePattern = (userId: string, pattern: ShiftPatternBody) =>
  request<ShiftPattern>(`/workshift/pattern/${userId}`, { method: 'PATCH', body: pattern });
