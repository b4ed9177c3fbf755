import ical, { ICalCalendarMethod, ICalEvent, ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import { toLocal } from '../../../shared/workday/zonedTime';
import type { FeedEvent } from './feedEvents';
import { vtimezone } from './vtimezone';

/**
 * An instant as ical-generator's Luxon-like date: it asks for the wall-clock time in the event's zone, which we
 * compute from the runtime's zone data. (A plain Date would be written in the server process's own zone.)
 */
class ZonedInstant {
  readonly zone = { type: 'iana' };
  constructor(private readonly instant: number, private readonly timeZone: string) {}
  get isValid(): boolean {
    return Number.isFinite(this.instant);
  }
  setZone(zone?: string): ZonedInstant {
    return new ZonedInstant(this.instant, zone ?? 'UTC');
  }
  toFormat(format: string): string {
    const local = this.timeZone === 'UTC' ? { date: new Date(this.instant).toISOString().slice(0, 10), time: new Date(this.instant).toISOString().slice(11, 16) } : toLocal(this.instant, this.timeZone);
    if (format === 'yyyyLLdd') return local.date.replaceAll('-', '');
    if (format === 'HHmmss') return `${local.time.replace(':', '')}00`;
    throw new Error(`unexpected date format ${format}`);
  }
  toJSDate(): Date {
    return new Date(this.instant);
  }
  toJSON(): string {
    return new Date(this.instant).toISOString();
  }
}

/** A local date as midnight UTC: ical-generator writes an all-day event's date from its UTC fields. */
const dateValue = (date: string) => new Date(`${date}T00:00:00Z`);

export interface IcsOptions {
  name: string;
  /** when the feed was made: every event's DTSTAMP */
  stamp: Date;
  /** how often a client should fetch again, in seconds (clients decide; Apple and Outlook honour the hint) */
  refreshSeconds: number;
}

/**
 * RFC 5545 §3.1 line folding: a line longer than 75 octets goes on in lines starting with a space. ical-generator
 * folds the whole calendar by encoding every character on its own (seconds for a unit's feed); lines here are short
 * and ASCII nearly always, so they are measured once and only a long one is walked.
 */
export function foldLines(text: string): string {
  return text.split('\r\n').map((line) => {
    if (line.length <= 75 && Buffer.byteLength(line) <= 75) return line;
    let out = '';
    let octets = 0;
    for (const char of line) {
      const size = Buffer.byteLength(char);
      octets += size;
      if (octets > 74) {
        out += '\r\n ';
        octets = size + 1;
      }
      out += char;
    }
    return out;
  }).join('\r\n');
}

/** The feed as iCalendar text (RFC 5545): the calendar's properties, a VTIMEZONE per zone of a timed event, the events. */
export function writeIcs(events: FeedEvent[], opts: IcsOptions): string {
  // the years the timed events fall in (a year either side for zones whose change is near new year)
  let fromYear = opts.stamp.getUTCFullYear();
  let toYear = fromYear;
  const zones = new Set<string>();
  for (const e of events) {
    if (e.kind !== 'timed') continue;
    zones.add(e.timeZone);
    const year = new Date(e.start).getUTCFullYear();
    if (year - 1 < fromYear) fromYear = year - 1;
    if (year + 1 > toYear) toYear = year + 1;
  }
  const calendar = ical({
    name: opts.name,
    prodId: { company: 'HR Dashboard', product: 'Calendar feeds', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: opts.refreshSeconds,
  });
  // the calendar without events gives its properties; the events are written one by one and folded here
  const head = calendar.toString().replace(/END:VCALENDAR$/, '');
  const parts = [head, ...[...zones].sort().map((zone) => `${vtimezone(zone, fromYear, toYear)}\r\n`)];
  for (const e of events) {
    const common = {
      id: e.uid,
      stamp: opts.stamp,
      summary: e.summary,
      transparency: e.busy ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
      busystatus: e.busy ? ICalEventBusyStatus.BUSY : ICalEventBusyStatus.FREE,
    };
    const event = e.kind === 'allDay'
      ? new ICalEvent({ ...common, allDay: true, start: dateValue(e.start), end: dateValue(e.end) }, calendar)
      : new ICalEvent({ ...common, timezone: e.timeZone, start: new ZonedInstant(e.start, e.timeZone), end: new ZonedInstant(e.end, e.timeZone) }, calendar);
    parts.push(foldLines(event.toString().replace(/\r\n$/, '')), '\r\n');
  }
  parts.push('END:VCALENDAR');
  return parts.join('');
}
