import { useEffect, useState } from 'react';
import { request } from '../../providers/http';

/** Shapes of src/server/areas/dashboard answers (GET /reports/dashboard/*, POST /reports/graphics/workdays). */
export interface ShiftView { type: string; startTime: string | null; endTime: string | null }
export interface AbsentUser { id: string; name: string; branchName: string | null; shift: ShiftView }
export interface OnLeaveUser { id: string; name: string; branchName: string | null; reason: string; color: string; partial: { startTime: string; endTime: string } | null }
/** `onLeave`: people with approved leave that date (never counted absent), `onLeaveUsers` the first 50 of them */
export interface Absences { date: string; planned: number; absent: number; users: AbsentUser[]; onLeave: number; onLeaveUsers: OnLeaveUser[] }
export type PresenceStatus = 'working' | 'onBreak' | 'finished';
export interface WorkdayUser {
  id: string; workdayId: string; name: string; branchName: string | null; status: PresenceStatus; state: string;
  firstIn: string | null; lastOut: string | null; workedMinutes: number; lateMinutes: number;
  /** the person's unit zone: their times are shown in it, as on the daily record */
  timeZone: string;
}
export interface Presences { date: string; present: number; working: number; onBreak: number; finished: number; users: WorkdayUser[] }
export interface LateArrivals { date: string; count: number; totalMinutes: number; users: WorkdayUser[] }
export interface CalendarDay { date: string; presences: number; absences: number; late: number; specialDays: { id: string; name: string; category: string }[] }
export interface DashboardCalendar { from: string; to: string; days: CalendarDay[] }
export interface MapMark { userId: string; name: string; type: string; at: string; lat: number; lng: number; accuracy: number | null }
export interface MarksMap {
  date: string; count: number; withoutPosition: number; capped: boolean; limit: number; marks: MapMark[];
  tiles: { url: string; attribution: string };
}
export interface GraphicDay { date: string; workedHours: number; extraHours: number; lateCount: number; presences: number }
export interface WorkdaysGraphic { from: string; to: string; days: GraphicDay[] }
export interface HeatMap { from: string; to: string; weekdays: number[]; matrix: number[][]; max: number }

/** `YYYY-MM-DD` → the API's `DD-MM-YYYY`. */
export const apiDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

export interface Loaded<T> { data?: T; loading: boolean; failed: boolean }

/** Loads one dashboard answer and reloads when `key` changes (an aborted request is dropped quietly). */
export function useDashboardData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ loading: true, failed: false });
  useEffect(() => {
    if (key === null) return undefined;
    const ctrl = new AbortController();
    setState((s) => ({ data: s.data, loading: true, failed: false }));
    load(ctrl.signal).then(
      (data) => { if (!ctrl.signal.aborted) setState({ data, loading: false, failed: false }); },
      () => { if (!ctrl.signal.aborted) setState({ loading: false, failed: true }); },
    );
    return () => ctrl.abort();
    // the key names everything the loader reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

const day = <T>(path: string, date: string, branch: string | undefined, signal: AbortSignal) =>
  request<T>(`/reports/dashboard/${path}`, { query: { date: apiDate(date), branch }, signal });

export const loadAbsences = (date: string, branch: string | undefined, signal: AbortSignal) => day<Absences>('absences', date, branch, signal);
export const loadPresences = (date: string, branch: string | undefined, signal: AbortSignal) => day<Presences>('presences', date, branch, signal);
export const loadLateArrivals = (date: string, branch: string | undefined, signal: AbortSignal) => day<LateArrivals>('lateArrivals', date, branch, signal);
export const loadCalendar = (date: string, branch: string | undefined, signal: AbortSignal) => day<DashboardCalendar>('calendar', date, branch, signal);
export const loadMap = (date: string, branch: string | undefined, signal: AbortSignal) => day<MarksMap>('map', date, branch, signal);
export const loadGraphic = (from: string, to: string, branch: string | undefined, signal: AbortSignal) =>
  request<WorkdaysGraphic>('/reports/graphics/workdays', { method: 'POST', body: { from: apiDate(from), to: apiDate(to), ...(branch ? { branch } : {}) }, signal });
export const loadHeatMap = (from: string, to: string, branch: string | undefined, signal: AbortSignal) =>
  request<HeatMap>('/reports/dashboard/heatmap', { query: { from: apiDate(from), to: apiDate(to), branch }, signal });
