import { addDays, toInstant } from '../../../shared/workday/zonedTime';

/** What a feed may carry. */
export { FEED_CONTENTS, type FeedContent } from '../../../shared/calendarFeeds/feeds';

export interface FeedPerson {
  id: string;
  name: string;
  /** the zone of the person's main unit: where their shift times are wall-clock times */
  timeZone: string;
}

/** An APPROVED absence request (pending, rejected and cancelled ones never reach a feed). */
export interface FeedAbsence {
  id: string;
  userId: string;
  from: string;
  to: string;
  partial: { startTime: string; endTime: string } | null;
  /** the leave type's name: shown only when the company allows it */
  typeTitle: string | null;
}

export interface FeedShift {
  userId: string;
  date: string;
  startTime: string;
  endTime: string;
  /** the template's name (Morning, Night…) */
  name: string | null;
}

export interface FeedSpecialDay {
  id: string;
  name: string;
  dateFrom: string;
  dateTo: string;
  isRecurring: boolean;
}

/** The localized words a feed uses (src/shared/i18n/<locale>/calendarFeeds.json `ics`). */
export interface FeedTexts {
  /** an absence when its type is private ("Ausente", "Out of office") */
  absent: string;
  shift: string;
}

interface EventBase {
  uid: string;
  summary: string;
  /** busy time (absences, shifts) or free (special days) */
  busy: boolean;
}
/** A whole-day event: DTSTART;VALUE=DATE, DTEND the day after the last day (exclusive, RFC 5545). */
export interface AllDayEvent extends EventBase { kind: 'allDay'; start: string; end: string }
/** A timed event at the person's place: instants plus the zone they are written in. */
export interface TimedEvent extends EventBase { kind: 'timed'; start: number; end: number; timeZone: string }
export type FeedEvent = AllDayEvent | TimedEvent;

export interface FeedInput {
  /** the host in every UID (absence-{id}@host), so a client replaces an event rather than duplicating it */
  host: string;
  /** inclusive local dates the feed covers */
  range: { from: string; to: string };
  people: Map<string, FeedPerson>;
  /** unit and company feeds name the person on each event; a person's own feed does not */
  namePeople: boolean;
  /** the company lets feeds show the leave type (companies.configuration.general.calendarFeedDetails) */
  details: boolean;
  texts: FeedTexts;
  absences?: FeedAbsence[];
  shifts?: FeedShift[];
  specialDays?: FeedSpecialDay[];
}

const withPerson = (input: FeedInput, userId: string, text: string) => {
  const who = input.namePeople ? input.people.get(userId)?.name : undefined;
  return who ? `${who}: ${text}` : text;
};

function absenceEvents(input: FeedInput, a: FeedAbsence): FeedEvent[] {
  const person = input.people.get(a.userId);
  if (!person) return [];
  const summary = withPerson(input, a.userId, input.details && a.typeTitle ? a.typeTitle : input.texts.absent);
  if (!a.partial) return [{ kind: 'allDay', uid: `absence-${a.id}@${input.host}`, summary, busy: true, start: a.from, end: addDays(a.to, 1) }];
  // part of the day: the same hours on each day of the request, at the person's place
  const out: FeedEvent[] = [];
  const first = a.from < input.range.from ? input.range.from : a.from;
  const last = a.to > input.range.to ? input.range.to : a.to;
  for (let d = first; d <= last; d = addDays(d, 1)) {
    const uid = a.from === a.to ? `absence-${a.id}@${input.host}` : `absence-${a.id}-${d}@${input.host}`;
    out.push(timed(uid, summary, true, d, a.partial.startTime, a.partial.endTime, person.timeZone));
  }
  return out;
}

/** A wall-clock span on a date; an end at or before the start is on the next day (a night shift). */
function timed(uid: string, summary: string, busy: boolean, date: string, startTime: string, endTime: string, timeZone: string): TimedEvent {
  const endDate = endTime <= startTime ? addDays(date, 1) : date;
  return { kind: 'timed', uid, summary, busy, start: toInstant(date, startTime, timeZone), end: toInstant(endDate, endTime, timeZone), timeZone };
}

function shiftEvent(input: FeedInput, s: FeedShift): FeedEvent | null {
  const person = input.people.get(s.userId);
  if (!person) return null;
  const summary = withPerson(input, s.userId, s.name ? `${input.texts.shift}: ${s.name}` : input.texts.shift);
  // one shift per person and date (shifts_company_user_date_uq): the UID survives a pattern shift being saved
  return timed(`shift-${s.userId}-${s.date}@${input.host}`, summary, true, s.date, s.startTime, s.endTime, person.timeZone);
}

/** A special day, and a recurring one once in every year the range touches. */
function specialDayEvents(input: FeedInput, d: FeedSpecialDay): FeedEvent[] {
  const spans: { from: string; to: string; year: number | null }[] = [];
  if (!d.isRecurring) spans.push({ from: d.dateFrom, to: d.dateTo, year: null });
  else {
    const span = Number(d.dateTo.slice(0, 4)) - Number(d.dateFrom.slice(0, 4));
    for (let y = Number(input.range.from.slice(0, 4)); y <= Number(input.range.to.slice(0, 4)); y++) {
      if (d.dateFrom.slice(5) === '02-29' && !isLeap(y)) continue;
      spans.push({ from: `${y}${d.dateFrom.slice(4)}`, to: `${y + span}${d.dateTo.slice(4)}`, year: y });
    }
  }
  return spans
    .filter((s) => s.to >= input.range.from && s.from <= input.range.to)
    .map((s) => ({
      kind: 'allDay', uid: `specialday-${d.id}${s.year === null ? '' : `-${s.year}`}@${input.host}`, summary: d.name, busy: false, start: s.from, end: addDays(s.to, 1),
    }));
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Every event of a feed, from rows already limited to what the feed names and to its range. */
export function buildFeedEvents(input: FeedInput): FeedEvent[] {
  const out: FeedEvent[] = [];
  for (const a of input.absences ?? []) out.push(...absenceEvents(input, a));
  for (const s of input.shifts ?? []) {
    const e = shiftEvent(input, s);
    if (e) out.push(e);
  }
  for (const d of input.specialDays ?? []) out.push(...specialDayEvents(input, d));
  return out;
}
