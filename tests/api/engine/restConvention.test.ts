import dataProvider from '@refinedev/simple-rest';
import type { HttpError } from '@refinedev/core';
import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/**
 * A customer's own Refine app, built with @refinedev/simple-rest and nothing else, reads and writes the company's data
 * at /api/rest: the package's own dataProvider, its requests carried by app.inject instead of the network.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An axios instance whose transport is app.inject, signed in as `username`, answering like simple-rest's own instance. */
function httpClientFor(username: string): AxiosInstance {
  const token = t.tokenFor(username);
  const client = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      const headers = { ...AxiosHeaders.from(config.headers).toJSON(), authorization: `Bearer ${token}`, 'accept-language': 'en-US' } as Record<string, string>;
      const res = await t.app.inject({ method: config.method?.toUpperCase() as 'GET', url: config.url as string, headers, payload: config.data as string | undefined });
      const response = { data: res.body, status: res.statusCode, statusText: res.statusMessage, headers: AxiosHeaders.from(res.headers as Record<string, string>), config, request: {} };
      if (config.validateStatus && !config.validateStatus(res.statusCode)) {
        throw new AxiosError(`Request failed with status code ${res.statusCode}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
      }
      return response;
    },
  });
  // as @refinedev/simple-rest's default instance does: Refine reads statusCode and message
  client.interceptors.response.use(undefined, (error: AxiosError<{ message?: string }>) => Promise.reject({ ...error, message: error.response?.data?.message, statusCode: error.response?.status }));
  return client;
}

const providerFor = (username: string) => dataProvider('/api/rest', httpClientFor(username));

/** The whole error answer, as the app's error notification reads it. */
async function refused(promise: Promise<unknown>): Promise<HttpError & { response: { data: { code: string; errors?: { field: string; code: string }[] }; headers: AxiosHeaders } }> {
  try {
    await promise;
  } catch (err) {
    return err as never;
  }
  throw new Error('expected a refusal');
}

type SpecialDay = { id: string; name: string; dateFrom: string; dateTo: string; category: string; isRecurring: boolean };
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('a Refine app on @refinedev/simple-rest', () => {
  const owner = () => providerFor('owner');
  const days = [
    { name: 'New Year', dateFrom: '2031-01-01', dateTo: '2031-01-01', category: 'national' },
    { name: 'Carnival', dateFrom: '2031-03-03', dateTo: '2031-03-04', category: 'regional', isRecurring: true },
    { name: 'Company Day', dateFrom: '2031-06-15', dateTo: '2031-06-15', category: 'company' },
    { name: 'Local Fair', dateFrom: '2031-09-10', dateTo: '2031-09-12', category: 'local' },
    { name: 'Christmas', dateFrom: '2031-12-25', dateTo: '2031-12-25', category: 'national', isRecurring: true },
  ];
  const created: Record<string, SpecialDay> = {};

  it('creates records, answered as the record with its id', async () => {
    for (const day of days) {
      const { data } = await owner().create<SpecialDay>({ resource: 'specialdays', variables: day });
      expect(data).toMatchObject({ ...day, isRecurring: day.isRecurring ?? false });
      created[day.name] = data;
    }
  });

  it('lists a page with sort and filters, the total counted over every page', async () => {
    const page = await owner().getList<SpecialDay>({ resource: 'specialdays', pagination: { currentPage: 1, pageSize: 2 }, sorters: [{ field: 'dateFrom', order: 'desc' }] });
    expect(names(page.data)).toEqual(['Christmas', 'Local Fair']);
    expect(page.total).toBe(5);
    const page3 = await owner().getList<SpecialDay>({ resource: 'specialdays', pagination: { currentPage: 3, pageSize: 2 }, sorters: [{ field: 'dateFrom', order: 'desc' }] });
    expect(names(page3.data)).toEqual(['New Year']);

    const national = await owner().getList<SpecialDay>({ resource: 'specialdays', filters: [{ field: 'category', operator: 'eq', value: 'national' }], sorters: [{ field: 'name', order: 'asc' }] });
    expect(names(national.data)).toEqual(['Christmas', 'New Year']);
    expect(national.total).toBe(2);
    const notNational = await owner().getList<SpecialDay>({ resource: 'specialdays', filters: [{ field: 'category', operator: 'ne', value: 'national' }], sorters: [{ field: 'name', order: 'asc' }] });
    expect(names(notNational.data)).toEqual(['Carnival', 'Company Day', 'Local Fair']);
    const contains = await owner().getList<SpecialDay>({ resource: 'specialdays', filters: [{ field: 'name', operator: 'contains', value: 'FAIR' }] });
    expect(names(contains.data)).toEqual(['Local Fair']);
    const summer = await owner().getList<SpecialDay>({
      resource: 'specialdays',
      filters: [{ field: 'dateFrom', operator: 'gte', value: '2031-03-01' }, { field: 'dateFrom', operator: 'lte', value: '2031-09-30' }],
      sorters: [{ field: 'dateFrom', order: 'asc' }],
    });
    expect(names(summer.data)).toEqual(['Carnival', 'Company Day', 'Local Fair']);
    // a boolean and an "any of" filter, read from the query text by the field's type
    const recurring = await owner().getList<SpecialDay>({ resource: 'specialdays', filters: [{ field: 'isRecurring', operator: 'eq', value: true }, { field: 'category', operator: 'in', value: ['national', 'regional'] }], sorters: [{ field: 'name', order: 'asc' }] });
    expect(names(recurring.data)).toEqual(['Carnival', 'Christmas']);
    // q: the resource's free-text search; two sort keys
    const searched = await owner().getList<SpecialDay>({ resource: 'specialdays', filters: [{ field: 'q', operator: 'eq', value: 'christ' }] });
    expect(names(searched.data)).toEqual(['Christmas']);
    const twoKeys = await owner().getList<SpecialDay>({ resource: 'specialdays', sorters: [{ field: 'category', order: 'asc' }, { field: 'dateFrom', order: 'desc' }], pagination: { mode: 'off' } });
    expect(names(twoKeys.data)).toEqual(['Company Day', 'Local Fair', 'Christmas', 'New Year', 'Carnival']);
  });

  it('reads one record and several by id', async () => {
    const { data } = await owner().getOne<SpecialDay>({ resource: 'specialdays', id: created.Carnival.id });
    expect(data).toEqual(created.Carnival);
    const many = await owner().getMany<SpecialDay>({ resource: 'specialdays', ids: [created.Christmas.id, created['New Year'].id] });
    expect(names(many.data).sort()).toEqual(['Christmas', 'New Year']);
  });

  it('updates with a partial body and deletes, each write in the audit trail', async () => {
    const { data } = await owner().update<SpecialDay>({ resource: 'specialdays', id: created['Company Day'].id, variables: { name: 'Founders Day' } });
    expect(data).toMatchObject({ id: created['Company Day'].id, name: 'Founders Day', dateFrom: '2031-06-15' });
    const removed = await owner().deleteOne({ resource: 'specialdays', id: created['Local Fair'].id });
    expect(removed.data).toEqual({ id: created['Local Fair'].id });
    expect((await refused(owner().getOne({ resource: 'specialdays', id: created['Local Fair'].id }))).statusCode).toBe(404);

    const history = async (id: string) =>
      dataOf<{ audit: { action: string; username: string }[] }>(await t.call('GET', '/api/audit', { token: t.tokenFor('owner'), query: { entity: 'specialdays', entityId: id } })).audit;
    expect((await history(created['Company Day'].id)).map((a) => [a.action, a.username])).toEqual([['update', 'owner'], ['create', 'owner']]);
    expect((await history(created['Local Fair'].id)).map((a) => a.action)).toEqual(['delete', 'create']);
  });

  it('answers the same list as the declared endpoint', async () => {
    const rest = await owner().getList<SpecialDay>({ resource: 'specialdays', sorters: [{ field: 'name', order: 'asc' }] });
    const declared = dataOf<{ specialDays: SpecialDay[]; count: number }>(await t.call('GET', '/api/companies/specialDays', { token: t.tokenFor('owner'), query: { sort: 'name:asc' } }));
    expect(rest.data).toEqual(declared.specialDays);
    expect(rest.total).toBe(declared.count);
  });

  it('exposes the total to a browser app on another origin', async () => {
    const res = await t.call('GET', '/api/rest/specialdays', { token: t.tokenFor('owner'), query: { _start: '0', _end: '1' }, headers: { origin: 'http://localhost:5173' } });
    expect(res.headers['x-total-count']).toBe('4');
    expect(String(res.headers['access-control-expose-headers'])).toContain('X-Total-Count');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});

describe('the same rules as the declared endpoints', () => {
  it('a viewer reads but may not create: 403 FORBIDDEN', async () => {
    const viewer = providerFor('viewer');
    expect((await viewer.getList({ resource: 'specialdays' })).total).toBe(4);
    const err = await refused(viewer.create({ resource: 'specialdays', variables: { name: 'Viewer Day', dateFrom: '2031-07-01', dateTo: '2031-07-01' } }));
    expect(err.statusCode).toBe(403);
    expect(err.response.data.code).toBe('FORBIDDEN');
    expect(err.message.length).toBeGreaterThan(0);
  });

  it('an invalid body: 400 with the failing fields, nothing stored', async () => {
    const err = await refused(providerFor('owner').create({ resource: 'specialdays', variables: { name: '', dateFrom: 'tomorrow', dateTo: '2031-07-01', colour: 'red' } }));
    expect(err.statusCode).toBe(400);
    expect(err.response.data.code).toBe('VALIDATION_ERROR');
    expect(err.response.data.errors?.map((e) => e.field).sort()).toEqual(['colour', 'dateFrom', 'name']);
    // a domain rule, as on the declared endpoint
    const rule = await refused(providerFor('owner').create({ resource: 'specialdays', variables: { name: 'Backwards', dateFrom: '2031-07-02', dateTo: '2031-07-01' } }));
    expect(rule.statusCode).toBe(400);
    expect((await providerFor('owner').getList({ resource: 'specialdays' })).total).toBe(4);
  });

  it('an unknown filter or sort field, or a bad range: 400 naming it', async () => {
    const bad = async (query: Record<string, string>, field: string) =>
      expectError(await t.call('GET', '/api/rest/specialdays', { token: t.tokenFor('owner'), query }), 400, 'VALIDATION_ERROR', field);
    await bad({ colour: 'red' }, 'filters.colour');
    await bad({ _sort: 'description' }, 'sort.description');
    await bad({ _page: '2' }, '_page');
    await bad({ _start: '10', _end: '5' }, '_end');
    await bad({ _start: '-1' }, '_start');
    await bad({ _sort: 'name', _order: 'up' }, '_order');
    await bad({ name_ne: 'a', dateFrom_gte: 'soon' }, 'filters.dateFrom');
  });

  it('another company\'s record is not found, nor changed', async () => {
    const demo = providerFor('demoowner');
    const { data } = await demo.create<{ id: string; name: string }>({ resource: 'branchoffices', variables: { name: 'Porto', parentOrganization: t.fx.units.bHq } });
    const owner = providerFor('owner');
    for (const attempt of [
      () => owner.getOne({ resource: 'branchoffices', id: data.id }),
      () => owner.update({ resource: 'branchoffices', id: data.id, variables: { city: 'Hacked' } }),
      () => owner.deleteOne({ resource: 'branchoffices', id: data.id }),
    ]) {
      const err = await refused(attempt());
      expect([err.statusCode, err.response.data.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await owner.getMany({ resource: 'branchoffices', ids: [data.id] })).data).toEqual([]);
    expect((await demo.getOne<{ name: string; city?: string | null }>({ resource: 'branchoffices', id: data.id })).data).toMatchObject({ name: 'Porto', city: null });
  });

  it('a manager sees only their units; an administrator writes only within theirs', async () => {
    const manager = await providerFor('manager').getList<{ name: string }>({ resource: 'branchoffices' });
    expect(names(manager.data)).toEqual(['Sevilla Store']);
    expect(manager.total).toBe(1);
    const admin = providerFor('admin');
    expect(names((await admin.getList<{ name: string }>({ resource: 'branchoffices', sorters: [{ field: 'name', order: 'asc' }] })).data)).toEqual(['Bilbao Store', 'North Region', 'Santander Store']);
    expect((await refused(admin.create({ resource: 'branchoffices', variables: { name: 'Cadiz Store', parentOrganization: t.fx.units.south } }))).statusCode).toBe(403);
    expect((await refused(admin.getOne({ resource: 'branchoffices', id: t.fx.units.sevilla }))).statusCode).toBe(404);
    // the declared delete of a unit is a PATCH with a body; here it is the convention's DELETE
    const { data } = await admin.create<{ id: string }>({ resource: 'branchoffices', variables: { name: 'Gijon Store', parentOrganization: t.fx.units.north } });
    expect((await admin.deleteOne({ resource: 'branchoffices', id: data.id })).data).toEqual({ id: data.id });
    // a unit people belong to keeps the declared endpoint's refusal
    const err = await refused(admin.deleteOne({ resource: 'branchoffices', id: t.fx.units.north }));
    expect([err.statusCode, err.response.data.code]).toEqual([409, '100001']);
  });

  it('a uniqueness conflict keeps its code', async () => {
    const err = await refused(providerFor('owner').create({ resource: 'branchoffices', variables: { name: 'Bilbao Store', parentOrganization: t.fx.units.north } }));
    expect(err.statusCode).toBe(409);
    expect(err.response.data.code).toBe('BRANCH_DUPLICATED_NAME');
  });
});

describe('the convention in the API document', () => {
  it('serves each declared verb of every resource, and no other', async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body) as { paths: Record<string, Record<string, { tags?: string[]; parameters?: { name: string }[] }>> };
    for (const r of RESOURCES) {
      const list = doc.paths[`/api/rest/${r.name}`] ?? {};
      const byId = doc.paths[`/api/rest/${r.name}/{id}`] ?? {};
      expect(Object.keys(list).sort(), r.name).toEqual([r.endpoints.list && 'get', r.endpoints.create && 'post'].filter(Boolean).sort());
      expect(Object.keys(byId).sort(), r.name).toEqual([r.endpoints.one && 'get', r.endpoints.update && 'patch', r.endpoints.remove && 'delete'].filter(Boolean).sort());
      if (list.get) {
        expect(list.get.tags).toEqual(['rest']);
        expect(list.get.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['_start', '_end', '_sort', '_order', 'q']));
      }
    }
    // users declare no delete: none here either
    expect(doc.paths['/api/rest/users/{id}'].delete).toBeUndefined();
  });
});
