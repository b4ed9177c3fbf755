import type { RouteEntry } from '../../../src/server/http/routeCatalog';
import type { JsonSchema, SchemaView } from './jsonSchemaView';
import { BAD_FORMATS, nestedJson, pick, plausibleBody, schemaInputs, UNKNOWN_ID } from './schemaInputs';

export { plausible } from './schemaInputs';

/**
 * Bad inputs for one route, generated from the route itself (method, path params, body and query schemas, content
 * types) with a seeded PRNG: the same seed gives the same requests. Each request says whether it is invalid by
 * construction (`mustRefuse`: any 2xx is a bug) or merely hostile (garbage files, far dates, huge numbers: it may be
 * accepted, never a 5xx).
 */
export interface FuzzRequest {
  what: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  mustRefuse: boolean;
}

export interface FuzzContext {
  random: () => number;
  view: SchemaView;
  /** ids of the caller's company (any table): valid path ids for inputs whose body is the fault */
  ownIds: string[];
  /** ids of another company's rows (any table): every write with one must be refused */
  foreignIds: string[];
  /** the app's body limit (routes may set their own) */
  bodyLimit: number;
  /** at most this many schema-driven inputs per route (chosen by the PRNG among all that apply) */
  maxSchemaInputs: number;
}

/** mulberry32: a tiny deterministic PRNG; the fuzz test prints its seed so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LOCALES = ['es-ES', 'en-US', 'pt-BR'];
const JSON_TYPE = 'application/json';
const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const paramsOf = (url: string) => [...url.matchAll(PARAM)].map((m) => m[1]);
const fill = (url: string, values: Record<string, string>) => url.replace(PARAM, (_m, name: string) => encodeURIComponent(values[name]));

type Send = (what: string, payload: string | Buffer | undefined, contentType: string | undefined, mustRefuse?: boolean, url?: string) => void;

/** Whatever the route: the parser and the shape check refuse these before any handler. */
function genericInputs(send: Send, bodyLimit: number): void {
  send('malformed JSON (cut short)', '{"fuzz": ', JSON_TYPE);
  send('malformed JSON (single quotes)', "{'fuzz': 1}", JSON_TYPE);
  send('malformed JSON (trailing brace)', '{"fuzz": 1}}', JSON_TYPE);
  send('empty JSON body', '', JSON_TYPE);
  send('text/plain body', 'fuzz=1', 'text/plain');
  send('form-urlencoded body', 'fuzz=1', 'application/x-www-form-urlencoded');
  send('XML body', '<fuzz>1</fuzz>', 'application/xml');
  send('5,000-level body', nestedJson(5000), JSON_TYPE);
  send('200,001 values', `[${'1,'.repeat(200_000)}1]`, JSON_TYPE);
  send('NUL in an unknown string', '{"fuzz":"a\\u0000b"}', JSON_TYPE);
  send('lone surrogate in an unknown string', '{"fuzz":"a\\ud800b"}', JSON_TYPE);
  send('__proto__ key', '{"__proto__":{"isAdmin":true}}', JSON_TYPE);
  send('constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}', JSON_TYPE);
  send('body over the limit', `{"fuzz":"${'x'.repeat(bodyLimit)}"}`, JSON_TYPE);
}

/** The query string: NUL anywhere, and whatever its schema refuses. */
function queryInputs(send: Send, ctx: FuzzContext, route: RouteEntry, body: string, url: () => string): void {
  send('NUL in the query string', body, JSON_TYPE, true, `${url()}?fuzz=a%00b`);
  const query = ctx.view.resolve(route.schema?.querystring as JsonSchema | undefined);
  if (!query?.properties) return;
  const withQuery = (q: Record<string, string>) => `${url()}?${new URLSearchParams(q).toString()}`;
  if (query.additionalProperties === false) send('unknown query parameter', body, JSON_TYPE, true, withQuery({ fuzzUnknown: '1' }));
  for (const [key, raw] of Object.entries(query.properties)) {
    const p = ctx.view.resolve(raw);
    if (p?.enum?.length) send(`query ${key} outside enum`, body, JSON_TYPE, true, withQuery({ [key]: 'fuzz-outsider' }));
    if (p?.format && BAD_FORMATS[p.format]) send(`query ${key} bad ${p.format}`, body, JSON_TYPE, true, withQuery({ [key]: BAD_FORMATS[p.format] }));
    if (typeof p?.maxLength === 'number') send(`query ${key} over maxLength`, body, JSON_TYPE, true, withQuery({ [key]: 'x'.repeat(p.maxLength + 1) }));
  }
}

/** Path ids: malformed, unknown, another company's. The body is plausible, so the id is what gets refused. */
function pathInputs(send: Send, ctx: FuzzContext, route: RouteEntry, params: string[], body: string | undefined): void {
  const bodyType = body === undefined ? undefined : JSON_TYPE;
  const unknown = Object.fromEntries(params.map((p) => [p, UNKNOWN_ID]));
  for (const param of params) {
    const bad: [string, string][] = [
      ['not a uuid', 'not-a-uuid'],
      ['unknown uuid', UNKNOWN_ID],
      ['injection-looking', "1' OR '1'='1"],
      ['300 characters', 'a'.repeat(300)],
      ['NUL', 'ab\u0000cd'],
      ...ctx.foreignIds.map((id): [string, string] => ["another company's id", id]),
    ];
    for (const [what, value] of bad) send(`${param}: ${what}`, body, bodyType, true, fill(route.url, { ...unknown, [param]: value }));
  }
  send('no body, unknown id', undefined, undefined, true, fill(route.url, unknown));
}

/** Multipart routes: a broken `data` part, and garbage files (which a route may accept as data it merely reads). */
function multipartInputs(send: Send, random: () => number): void {
  const boundary = '----fuzzboundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const part = (name: string, content: string | Buffer, filename?: string) => Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
  const multipart = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  const garbage = (size: number, head = '') => Buffer.concat([Buffer.from(head, 'binary'), Buffer.from(Array.from({ length: size }, () => Math.floor(random() * 256)))]);
  send('multipart: malformed data part', multipart(part('data', '{"fuzz": ')), type);
  send('multipart: 5,000-level data part', multipart(part('data', nestedJson(5000))), type);
  send('multipart: NUL in the data part', multipart(part('data', '{"fuzz":"a\\u0000b"}')), type);
  send('multipart: cut off mid-part', Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":`), type);
  for (const field of ['image', 'file']) {
    send(`multipart: random bytes as ${field}`, multipart(part('data', '{}'), part(field, garbage(2048), 'fuzz.png')), type, false);
    send(`multipart: broken ZIP as ${field}`, multipart(part(field, garbage(4096, 'PK\x03\x04'), 'fuzz.zip')), type, false);
    send(`multipart: broken XLSX as ${field}`, multipart(part(field, garbage(4096, 'PK\x03\x04'), 'fuzz.xlsx')), type, false);
    send(`multipart: CSV with NUL as ${field}`, multipart(part(field, 'firstName,lastName\nA\u0000na,Ok\n', 'fuzz.csv')), type, false);
  }
}

/** Every bad input for one route. */
export function badInputsFor(route: RouteEntry, ctx: FuzzContext): FuzzRequest[] {
  const { random, view } = ctx;
  const params = paramsOf(route.url);
  const ownUrl = () => fill(route.url, Object.fromEntries(params.map((p) => [p, pick(random, ctx.ownIds)])));
  const out: FuzzRequest[] = [];
  const send: Send = (what, payload, contentType, mustRefuse = true, url = ownUrl()) => {
    const headers: Record<string, string> = { 'accept-language': pick(random, LOCALES) };
    if (contentType) headers['content-type'] = contentType;
    out.push({ what, method: route.method, url, payload, headers, mustRefuse });
  };

  genericInputs(send, route.bodyLimit ?? ctx.bodyLimit);
  const schema = view.resolve(route.schema?.body as JsonSchema | undefined);
  if (schema) {
    for (const input of schemaInputs(ctx, route, schema)) send(input.what, input.text ?? JSON.stringify(input.body), JSON_TYPE, input.mustRefuse ?? true);
  }
  const plausible = JSON.stringify(plausibleBody(ctx, route, schema));
  queryInputs(send, ctx, route, plausible, ownUrl);
  if (params.length) pathInputs(send, ctx, route, params, route.method === 'DELETE' || !schema ? undefined : plausible);
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (consumes.includes('multipart/form-data')) multipartInputs(send, random);
  return out;
}
