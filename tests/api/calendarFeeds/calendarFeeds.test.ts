import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, shifts, users } from '../../../src/server/db/schema';
import { addDays, localDateOf } from '../../../src/shared/workday/zonedTime';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review } from '../dayoffs/dayoffHelpers';
import { parseFeed } from './icsParse';

interface Feed {
  id: string; scope: string; subject: { id: string; name: string } | null; contents: string[]; tokenHint: string;
  lastReadAt: string | null; createdAt: string; token?: string; path?: string; url?: string; webcalUrl?: string;
}
interface FeedList { feeds: Feed[]; count: number; canFeedOthers: boolean; canFeedCompany: boolean }

let t: TestApp;
const today = localDateOf(Date.now(), 'Europe/Madrid');
const day = (n: number) => addDays(today, n);
const ids: Record<string, string> = {};

const create = (as: string, body: Record<string, unknown>) => t.call('POST', '/api/calendar/feeds', { token: t.tokenFor(as), body });
const made = async (as: string, body: Record<string, unknown>) => dataOf<Feed>(await create(as, body), 201);
const list = async (as: string) => dataOf<FeedList>(await t.call('GET', '/api/calendar/feeds', { token: t.tokenFor(as) }));
const read = (path: string) => t.call('GET', path);
const events = async (path: string) => {
  const res = await read(path);
  expect(res.status).toBe(200);
  return parseFeed(res.raw).events;
};

/**
 * Acme: Ana (Bilbao) has an approved 3-day absence, a pending and a rejected one, and a planned shift; Luis
 * (Sevilla) an approved absence; a company-wide holiday and a Sevilla-only one. Relative to today: any date holds.
 */
beforeAll(async () => {
  t = await createTestApp();
  const sick = await createReason(t, { title: 'Sick leave', color: '#ff0000' });
  const request = async (user: string, from: string, to: string, status?: 'APPROVED' | 'REJECTED') => {
    const d = dataOf<{ id: string }>(await createDayoff(t, 'owner', { userId: t.fx.users[user].id, typeId: sick, from, to }), 201);
    if (status) dataOf(await review(t, 'owner', { id: d.id, status, ...(status === 'REJECTED' ? { reason: 'No' } : {}) }));
    return d.id;
  };
  ids.anaAway = await request('ana', day(10), day(12), 'APPROVED');
  ids.anaPending = await request('ana', day(20), day(20));
  ids.anaRejected = await request('ana', day(30), day(30), 'REJECTED');
  ids.luisAway = await request('luis', day(10), day(10), 'APPROVED');
  await t.db.insert(shifts).values({ companyId: t.fx.companyA.id, userId: t.fx.users.ana.id, date: day(5), type: 'custom', startTime: '09:00', endTime: '17:00' });
  const special = async (name: string, date: string, branches: string[]) =>
    dataOf<{ id: string }>(await t.call('POST', '/api/companies/specialDays', { token: t.tokenFor('owner'), body: { name, dateFrom: date, dateTo: date, branches } }), 201).id;
  ids.holiday = await special('Founders day', day(40), []);
  ids.sevillaHoliday = await special('Feria', day(41), [t.fx.units.sevilla]);
});
afterAll(async () => {
  await t?.close();
});

describe('the feeds API (/api/calendar/feeds)', () => {
  it('makes my own feed: a long random token shown once, its address in https and webcal; the list never shows it again', async () => {
    const mine = await made('viewer', { scope: 'person', contents: ['shifts', 'absences'] });
    expect(mine.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mine).toMatchObject({ scope: 'person', subject: { id: t.fx.users.viewer.id }, ownCalendar: true, contents: ['shifts', 'absences'], tokenHint: mine.token!.slice(-4), lastReadAt: null });
    expect(mine.path).toBe(`/api/calendar/feeds/${mine.token}.ics?lang=en-US`);
    expect(mine.url).toBe(`http://hr.test${mine.path}`);
    expect(mine.webcalUrl).toBe(`webcal://hr.test${mine.path}`);
    const [stored] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, mine.id));
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(mine.token);
    const viewerList = await list('viewer');
    expect(viewerList).toMatchObject({ count: 1, canFeedOthers: false, canFeedCompany: false });
    expect(JSON.stringify(viewerList)).not.toContain(mine.token);
    expect((await list('owner')).count).toBe(0);
    expect(await list('admin')).toMatchObject({ canFeedOthers: true, canFeedCompany: true });
  });

  it('lets a manager or administrator feed a person or unit they see, never one they do not see, and only administrators the company', async () => {
    expect(await made('admin', { scope: 'person', subjectId: t.fx.users.ana.id, contents: ['absences'] })).toMatchObject({ subject: { name: 'Ana Arriaga' }, ownCalendar: false });
    expectError(await create('admin', { scope: 'person', subjectId: t.fx.users.luis.id, contents: ['absences'] }), 404, 'NOT_FOUND');
    expectError(await create('manager', { scope: 'unit', subjectId: t.fx.units.bilbao, contents: ['absences'] }), 404, 'NOT_FOUND');
    expect((await made('manager', { scope: 'unit', subjectId: t.fx.units.sevilla, contents: ['absences'] })).subject).toMatchObject({ name: 'Sevilla Store' });
    expectError(await create('manager', { scope: 'company', contents: ['absences'] }), 403, 'FORBIDDEN');
    expectError(await create('viewer', { scope: 'unit', subjectId: t.fx.units.hq, contents: ['absences'] }), 403, 'FORBIDDEN');
    expectError(await create('viewer', { scope: 'person', subjectId: t.fx.users.ana.id, contents: ['absences'] }), 403, 'FORBIDDEN');
    // another company's unit and person look like nothing at all
    expectError(await create('owner', { scope: 'unit', subjectId: t.fx.units.bShop, contents: ['absences'] }), 404, 'NOT_FOUND');
    expectError(await create('owner', { scope: 'person', subjectId: t.fx.users.demoworker.id, contents: ['absences'] }), 404, 'NOT_FOUND');
  });

  it('refuses contents a scope does not carry, and an empty feed', async () => {
    expectError(await create('owner', { scope: 'unit', subjectId: t.fx.units.sevilla, contents: ['shifts'] }), 400, 'VALIDATION_ERROR', 'contents');
    expectError(await create('owner', { scope: 'person', contents: [] }), 400, 'VALIDATION_ERROR', 'contents');
    expectError(await create('owner', { scope: 'team', contents: ['absences'] }), 400, 'VALIDATION_ERROR');
  });

  it('regenerates and revokes only my own feeds: another person\'s or company\'s id is 404', async () => {
    const feed = await made('admin', { scope: 'person', contents: ['absences'] });
    expectError(await t.call('POST', `/api/calendar/feeds/${feed.id}/regenerate`, { token: t.tokenFor('demoowner') }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', `/api/calendar/feeds/${feed.id}`, { token: t.tokenFor('owner') }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', `/api/calendar/feeds/${feed.id}`, { token: t.tokenFor('demoowner') }), 404, 'NOT_FOUND');
    dataOf(await t.call('DELETE', `/api/calendar/feeds/${feed.id}`, { token: t.tokenFor('admin') }));
    expect((await list('admin')).feeds.map((f) => f.id)).not.toContain(feed.id);
    expectError(await t.call('DELETE', `/api/calendar/feeds/${feed.id}`, { token: t.tokenFor('admin') }), 404, 'NOT_FOUND');
  });

  it('needs a session to manage feeds', async () => {
    expect((await t.call('GET', '/api/calendar/feeds')).status).toBe(401);
    expect((await t.call('POST', '/api/calendar/feeds', { body: { scope: 'person', contents: ['absences'] } })).status).toBe(401);
  });
});

describe('GET /api/calendar/feeds/{token}.ics', () => {
  it('answers text/calendar that ical.js parses: a person\'s approved absence all day with an exclusive end, their shift in their zone, the holidays of their unit', async () => {
    const feed = await made('admin', { scope: 'person', subjectId: t.fx.users.ana.id, contents: ['shifts', 'absences', 'specialDays'] });
    const res = await read(feed.path!);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = parseFeed(res.raw);
    expect(parsed.name).toBe('Ana Arriaga — shifts and absences');
    const byUid = new Map(parsed.events.map((e) => [e.uid, e]));
    expect(byUid.get(`absence-${ids.anaAway}@hr.test`)).toMatchObject({ allDay: true, start: day(10), end: day(13), summary: 'Out of office' });
    expect(byUid.get(`shift-${t.fx.users.ana.id}-${day(5)}@hr.test`)).toMatchObject({ allDay: false, tzid: 'Europe/Madrid', start: `${day(5)}T09:00:00`, end: `${day(5)}T17:00:00`, summary: 'Shift' });
    expect(byUid.get(`specialday-${ids.holiday}@hr.test`)).toMatchObject({ allDay: true, start: day(40), end: day(41), summary: 'Founders day' });
    // only hers, only approved, only her unit's holidays
    expect(parsed.events).toHaveLength(3);
    expect(res.raw).not.toContain(ids.anaPending);
    expect(res.raw).not.toContain(ids.anaRejected);
    expect(res.raw).not.toContain(ids.luisAway);
    expect(res.raw).not.toContain('Sick leave');
  });

  it('speaks the language of the address', async () => {
    const feed = await made('admin', { scope: 'person', subjectId: t.fx.users.ana.id, contents: ['absences'] });
    const es = await events(feed.path!.replace('lang=en-US', 'lang=es-ES'));
    expect(es.map((e) => e.summary)).toEqual(['Ausente']);
  });

  it('shows the type of leave only once the company allows it in its settings', async () => {
    const feed = await made('manager', { scope: 'unit', subjectId: t.fx.units.sevilla, contents: ['absences', 'specialDays'] });
    expect((await events(feed.path!)).map((e) => e.summary).sort()).toEqual(['Feria', 'Founders day', 'Luis Lopez: Out of office']);
    dataOf(await t.call('PATCH', '/api/companies/config/general', { token: t.tokenFor('owner'), body: { calendarFeedDetails: true } }));
    try {
      expect((await events(feed.path!)).map((e) => e.summary)).toContain('Luis Lopez: Sick leave');
    } finally {
      dataOf(await t.call('PATCH', '/api/companies/config/general', { token: t.tokenFor('owner'), body: { calendarFeedDetails: false } }));
    }
  });

  it('shows a unit\'s people only, and the company feed only its own company', async () => {
    const sevilla = await events((await made('manager', { scope: 'unit', subjectId: t.fx.units.sevilla, contents: ['absences'] })).path!);
    expect(sevilla.map((e) => e.uid)).toEqual([`absence-${ids.luisAway}@hr.test`]);
    const acme = await events((await made('owner', { scope: 'company', contents: ['absences'] })).path!);
    expect(acme.map((e) => e.uid).sort()).toEqual([`absence-${ids.anaAway}@hr.test`, `absence-${ids.luisAway}@hr.test`].sort());
    // the north administrator's company feed: only the units they see
    const north = await events((await made('admin', { scope: 'company', contents: ['absences'] })).path!);
    expect(north.map((e) => e.uid)).toEqual([`absence-${ids.anaAway}@hr.test`]);
    const demo = await events((await made('demoowner', { scope: 'company', contents: ['absences', 'specialDays'] })).path!);
    expect(demo).toEqual([]);
  });

  it('answers 404 with no hint for a wrong, malformed, revoked or regenerated token', async () => {
    const feed = await made('owner', { scope: 'person', contents: ['absences'] });
    const wrong = `/api/calendar/feeds/${'A'.repeat(43)}.ics`;
    for (const path of [wrong, '/api/calendar/feeds/short.ics', `/api/calendar/feeds/${feed.token}`]) expectError(await read(path), 404, 'NOT_FOUND');
    const again = dataOf<Feed>(await t.call('POST', `/api/calendar/feeds/${feed.id}/regenerate`, { token: t.tokenFor('owner') }));
    expect(again.token).not.toBe(feed.token);
    expect(again.id).toBe(feed.id);
    expectError(await read(feed.path!), 404, 'NOT_FOUND');
    expect((await read(again.path!)).status).toBe(200);
    dataOf(await t.call('DELETE', `/api/calendar/feeds/${feed.id}`, { token: t.tokenFor('owner') }));
    const gone = await read(again.path!);
    expectError(gone, 404, 'NOT_FOUND');
    expect(gone.raw).not.toMatch(/revoked/i);
  });

  it('stops showing what its owner may no longer see, and remembers when it was last read', async () => {
    const feed = await made('admin', { scope: 'person', subjectId: t.fx.users.collaborator.id, contents: ['absences'] });
    expect((await read(feed.path!)).status).toBe(200);
    const [row] = (await list('admin')).feeds.filter((f) => f.id === feed.id);
    expect(row.lastReadAt).not.toBeNull();
    await t.db.update(users).set({ mainBranch: t.fx.units.sevilla }).where(eq(users.id, t.fx.users.collaborator.id));
    try {
      expectError(await read(feed.path!), 404, 'NOT_FOUND');
    } finally {
      await t.db.update(users).set({ mainBranch: t.fx.units.bilbao }).where(eq(users.id, t.fx.users.collaborator.id));
    }
  });
});
