import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  allDay: boolean;
  /** YYYY-MM-DD for all-day events, the local wall time (YYYY-MM-DDTHH:MM:SS) otherwise */
  start: string;
  end: string;
  /** TZID of a timed event */
  tzid: string | null;
  /** UTC milliseconds, resolved through the feed's own VTIMEZONE */
  startMs: number;
  endMs: number;
}

/** Parse a feed with ical.js (a validating iCalendar parser): its calendar name and its VEVENTs. */
export function parseFeed(text: string): { name: string | null; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const dtstart = component.getFirstProperty('dtstart');
    const tzid = dtstart?.getParameter('tzid');
    return {
      uid: event.uid,
      summary: event.summary,
      allDay: event.startDate.isDate,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      tzid: typeof tzid === 'string' ? tzid : null,
      startMs: event.startDate.toUnixTime() * 1000,
      endMs: event.endDate.toUnixTime() * 1000,
    };
  });
  return { name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null, events };
}
