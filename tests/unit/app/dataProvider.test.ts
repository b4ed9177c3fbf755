import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/app/providers/dataProvider';

interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Stub fetch with one answer per call; record what was sent. */
function stubFetch(...answers: { status?: number; body: unknown }[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body, headers: init.headers as Record<string, string> });
      const answer = answers.shift() ?? { body: { data: {} } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('dataProvider', () => {
  it('lists a GET resource with the ListQuery in the query string and reads rows and count', async () => {
    const calls = stubFetch({ body: { data: { specialDays: [{ id: 'd1', name: 'Navidad' }], count: 31 } } });
    const page = await dataProvider.getList({
      resource: 'specialdays',
      pagination: { currentPage: 2, pageSize: 20, mode: 'server' },
      sorters: [{ field: 'dateFrom', order: 'asc' }],
      filters: [{ field: 'category', operator: 'in', value: ['national'] }],
    });
    expect(page).toEqual({ data: [{ id: 'd1', name: 'Navidad' }], total: 31 });
    const url = new URL(calls[0].url, 'http://x');
    expect(calls[0].method).toBe('GET');
    expect(url.pathname).toBe('/api/companies/specialDays');
    expect(Object.fromEntries(url.searchParams)).toEqual({ skip: '20', limit: '20', sort: 'dateFrom:asc', filters: '{"category":{"in":["national"]}}' });
  });

  it('lists a POST resource with the ListQuery as JSON body', async () => {
    const calls = stubFetch({ body: { data: { branchoffices: [], count: 0 } } });
    await dataProvider.getList({ resource: 'branchoffices', pagination: { currentPage: 1, pageSize: 10 }, filters: [{ field: 'q', operator: 'contains', value: 'sur' }] });
    expect(calls[0]).toMatchObject({ url: '/api/branchoffices/getFiltered', method: 'POST' });
    expect(JSON.parse(String(calls[0].body))).toEqual({ skip: 0, limit: 10, q: 'sur' });
  });

  it('getMany is one list call filtered by id in', async () => {
    const calls = stubFetch({ body: { data: { branchoffices: [{ id: 'a' }, { id: 'b' }], count: 2 } } });
    const { data } = await dataProvider.getMany!({ resource: 'branchoffices', ids: ['a', 'b', 'a'] });
    expect(data).toHaveLength(2);
    expect(JSON.parse(String(calls[0].body))).toEqual({ skip: 0, limit: 2, filters: { id: { in: ['a', 'b'] } } });
  });

  it('reads, creates and updates on the declared paths', async () => {
    const calls = stubFetch({ body: { data: { id: 'x1' } } }, { body: { data: { id: 'x2' } } }, { body: { data: { id: 'x1' } } });
    await dataProvider.getOne({ resource: 'shifttemplates', id: 'x1' });
    await dataProvider.create({ resource: 'shifttemplates', variables: { name: 'Mañana' } });
    await dataProvider.update({ resource: 'shifttemplates', id: 'x1', variables: { name: 'Tarde' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/workshift/shiftTemplate/x1',
      'POST /api/workshift/shiftTemplate',
      'PATCH /api/workshift/shiftTemplate/x1',
    ]);
    expect(JSON.parse(String(calls[2].body))).toEqual({ name: 'Tarde' });
  });

  it('deletes branch offices with PATCH /branchoffices/delete/:id and a body; others with DELETE and none', async () => {
    const calls = stubFetch({ body: { data: { id: 'b1' } } }, { body: { data: { id: 'd1' } } });
    await dataProvider.deleteOne({ resource: 'branchoffices', id: 'b1' });
    await dataProvider.deleteOne({ resource: 'specialdays', id: 'd1' });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/api/branchoffices/delete/b1', body: '{}' });
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/companies/specialDays/d1', body: undefined });
  });

  it('sends multipart with a data part and the file when a declared file field holds a File', async () => {
    const calls = stubFetch({ status: 201, body: { data: { id: 'b9' } } });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await dataProvider.create({ resource: 'branchoffices', variables: { name: 'Norte', image } });
    const body = calls[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(String(body.get('data')))).toEqual({ name: 'Norte' });
    expect((body.get('image') as File).name).toBe('logo.png');
    expect(calls[0].headers['Content-Type']).toBeUndefined();
  });

  it('passes API errors through with their code and the messages by field', async () => {
    stubFetch({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Revisa los datos', errors: [{ field: 'dateTo', code: 'DATE_RANGE_INVALID', message: 'La fecha de fin…' }] },
    });
    await expect(dataProvider.create({ resource: 'specialdays', variables: {} })).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Revisa los datos',
      errors: { dateTo: ['La fecha de fin…'] },
    });
  });

  it('refuses unknown resources and missing endpoints clearly', async () => {
    await expect(dataProvider.getList({ resource: 'nope' })).rejects.toThrow(/Unknown resource "nope"/);
    await expect(dataProvider.deleteOne({ resource: 'users', id: 'x' })).rejects.toThrow(/declares no "remove" endpoint/);
  });

  it('custom calls go to the given path with query parameters', async () => {
    const calls = stubFetch({ body: { data: { audit: [], count: 0 } } });
    await dataProvider.custom!({ url: '/audit', method: 'get', query: { entity: 'specialdays', entityId: 'd1' } });
    expect(calls[0].url).toBe('/api/audit?entity=specialdays&entityId=d1');
  });
});
