import { describe, expect, it } from 'vitest';
import { buildFeedEvents, type FeedInput } from '../../../../../src/server/areas/calendarFeeds/feedEvents';
import { writeIcs } from '../../../../../src/server/areas/calendarFeeds/icsWriter';
import { parseFeed } from '../../../../api/calendarFeeds/icsParse';

const HOUR = 3_600_000;
const people = new Map([
  ['ana', { id: 'ana', name: 'Ana Arriaga', timeZone: 'Europe/Madrid' }],
  ['rui', { id: 'rui', name: 'Rui Souza', timeZone: 'America/Sao_Paulo' }],
]);
const base: FeedInput = {
  host: 'hr.test', range: { from: '2026-01-01', to: '2026-12-31' }, people, namePeople: false, details: false,
  texts: { absent: 'Ausente', shift: 'Turno' },
};
/** events → ICS text → ical.js: what a subscriber's calendar reads */
const roundTrip = (input: Partial<FeedInput>) =>
  parseFeed(writeIcs(buildFeedEvents({ ...base, ...input }), { name: 'Test', stamp: new Date('2026-01-01T00:00:00Z'), refreshSeconds: 3600 })).events;

describe('feed events', () => {
  it('writes a whole-day absence with VALUE=DATE and an exclusive end (the day after the last day)', () => {
    const ics = writeIcs(buildFeedEvents({ ...base, absences: [{ id: 'a1', userId: 'ana', from: '2026-02-26', to: '2026-03-01', partial: null, typeTitle: 'Vacaciones' }] }),
      { name: 'x', stamp: new Date('2026-01-01T00:00:00Z'), refreshSeconds: 3600 });
    expect(ics).toContain('DTSTART;VALUE=DATE:20260226');
    expect(ics).toContain('DTEND;VALUE=DATE:20260302');
    const [event] = parseFeed(ics).events;
    expect(event).toMatchObject({ uid: 'absence-a1@hr.test', allDay: true, start: '2026-02-26', end: '2026-03-02' });
  });

  it('hides the type of leave behind "away" unless the company allows details; unit feeds name the person', () => {
    const absences = [{ id: 'a1', userId: 'ana', from: '2026-05-04', to: '2026-05-04', partial: null, typeTitle: 'Baja médica' }];
    expect(roundTrip({ absences })[0].summary).toBe('Ausente');
    expect(roundTrip({ absences, details: true })[0].summary).toBe('Baja médica');
    expect(roundTrip({ absences, namePeople: true })[0].summary).toBe('Ana Arriaga: Ausente');
    // an absence of someone the feed does not show is left out
    expect(roundTrip({ absences: [{ ...absences[0], userId: 'someone-else' }] })).toEqual([]);
  });

  it('writes shifts in the person\'s zone, each with its VTIMEZONE, and a night shift ending the next day', () => {
    const events = roundTrip({
      shifts: [
        { userId: 'ana', date: '2026-07-01', startTime: '09:00', endTime: '17:00', name: 'Mañana' },
        { userId: 'rui', date: '2026-07-01', startTime: '22:00', endTime: '06:00', name: null },
      ],
    });
    expect(events[0]).toMatchObject({ uid: 'shift-ana-2026-07-01@hr.test', tzid: 'Europe/Madrid', start: '2026-07-01T09:00:00', summary: 'Turno: Mañana' });
    // 09:00 in Madrid in summer (UTC+2) is 07:00 UTC
    expect(new Date(events[0].startMs).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(events[1]).toMatchObject({ tzid: 'America/Sao_Paulo', start: '2026-07-01T22:00:00', end: '2026-07-02T06:00:00', summary: 'Turno' });
    expect(new Date(events[1].startMs).toISOString()).toBe('2026-07-02T01:00:00.000Z');
  });

  it('keeps wall-clock times across a daylight-saving change: a night shift over the spring change lasts 7 hours', () => {
    // Madrid, night of 28 to 29 March 2026: 02:00 becomes 03:00
    const [spring] = roundTrip({ shifts: [{ userId: 'ana', date: '2026-03-28', startTime: '22:00', endTime: '06:00', name: null }] });
    expect(spring).toMatchObject({ start: '2026-03-28T22:00:00', end: '2026-03-29T06:00:00' });
    expect(new Date(spring.startMs).toISOString()).toBe('2026-03-28T21:00:00.000Z');
    expect(spring.endMs - spring.startMs).toBe(7 * HOUR);
    // and over the autumn change (25 October 2026: 03:00 becomes 02:00) 9 hours
    const [autumn] = roundTrip({ shifts: [{ userId: 'ana', date: '2026-10-24', startTime: '22:00', endTime: '06:00', name: null }] });
    expect(autumn.endMs - autumn.startMs).toBe(9 * HOUR);
  });

  it('writes a part-day absence as timed events on each of its days', () => {
    const events = roundTrip({ absences: [{ id: 'p1', userId: 'ana', from: '2026-04-06', to: '2026-04-07', partial: { startTime: '08:00', endTime: '10:30' }, typeTitle: null }] });
    expect(events.map((e) => [e.uid, e.start, e.end])).toEqual([
      ['absence-p1-2026-04-06@hr.test', '2026-04-06T08:00:00', '2026-04-06T10:30:00'],
      ['absence-p1-2026-04-07@hr.test', '2026-04-07T08:00:00', '2026-04-07T10:30:00'],
    ]);
  });

  it('repeats a recurring special day in every year of the range, with a UID per year', () => {
    const events = roundTrip({
      range: { from: '2026-10-01', to: '2027-09-30' },
      specialDays: [
        { id: 'xmas', name: 'Navidad', dateFrom: '2019-12-25', dateTo: '2019-12-25', isRecurring: true },
        { id: 'kings', name: 'Reyes', dateFrom: '2020-01-06', dateTo: '2020-01-06', isRecurring: true },
        { id: 'once', name: 'Inventario', dateFrom: '2026-11-02', dateTo: '2026-11-03', isRecurring: false },
      ],
    });
    expect(events.map((e) => [e.uid, e.start, e.end]).sort()).toEqual([
      ['specialday-kings-2027@hr.test', '2027-01-06', '2027-01-07'],
      ['specialday-once@hr.test', '2026-11-02', '2026-11-04'],
      ['specialday-xmas-2026@hr.test', '2026-12-25', '2026-12-26'],
    ]);
  });
});
