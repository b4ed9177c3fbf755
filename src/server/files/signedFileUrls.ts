import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed addresses of stored files. Records keep `/api/files/<companyId>/<name>`; every /api answer hands the caller
 * the same address with `?exp=<unix seconds>&sig=<HMAC>` (signFileUrlsIn), and GET /api/files serves a file only
 * with a valid signature, a bearer of its company, or when it is the company's login picture. An `<img>` sends no
 * bearer header, so the signature is what lets a signed-in page show a picture while a copied address stops working.
 *
 * The expiry moves in steps of WINDOW_S and lies one to two windows ahead: an address stays the same for hours, so the
 * browser's cache of the picture keeps working, and a leaked one dies within two windows. The key is derived from
 * the token secret, which every process of an installation shares.
 */
export const WINDOW_S = 6 * 60 * 60;

let key: Buffer | undefined;

/** Called by buildApp with the app's token secret. */
export function configureFileSigning(tokenSecret: string): void {
  key = Buffer.from(hkdfSync('sha256', tokenSecret, 'hr-dashboard', 'file-url-signing v1', 32));
}

function signingKey(): Buffer {
  if (!key) throw new Error('file signing is not configured (configureFileSigning)');
  return key;
}

const signature = (companyId: string, name: string, exp: number): string =>
  createHmac('sha256', signingKey()).update(`${companyId}/${name}:${exp}`).digest('base64url').slice(0, 32);

/** The expiry an address signed at `nowMs` carries. */
export const expiryFor = (nowMs: number): number => (Math.floor(nowMs / 1000 / WINDOW_S) + 2) * WINDOW_S;

/** `/api/files/<company>/<name>?exp=…&sig=…`, valid until `expiryFor(nowMs)`. */
export function signFileUrl(companyId: string, name: string, nowMs = Date.now()): string {
  const exp = expiryFor(nowMs);
  return `/api/files/${companyId}/${name}?exp=${exp}&sig=${signature(companyId, name, exp)}`;
}

/** Whether `exp` and `sig` from a request sign this file and have not expired. */
export function validFileSignature(companyId: string, name: string, exp: unknown, sig: unknown, nowMs = Date.now()): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  const seconds = Number(exp);
  if (seconds * 1000 <= nowMs) return false;
  const expected = Buffer.from(signature(companyId, name, seconds));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A stored file's address not already followed by a query: the form records keep. */
const BARE_URL = /\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([0-9a-f]{32}\.[a-z0-9]{1,8})(?![?\w.])/g;
/** A signed address as the browser may send it back (in a field, or inside rich text where `&` is `&amp;`). */
const SIGNED_QUERY = /(\/api\/files\/[0-9a-f-]{36}\/[0-9a-f]{32}\.[a-z0-9]{1,8})\?exp=\d+(?:&|&amp;)sig=[\w-]+/g;

/** Every stored-file address inside a serialized answer, signed (JSON strings, HTML inside them alike). */
export function signFileUrlsIn(text: string, nowMs = Date.now()): string {
  if (!text.includes('/api/files/')) return text;
  return text.replace(BARE_URL, (_, companyId: string, name: string) => signFileUrl(companyId, name, nowMs));
}

/** A text the browser sent back, with its signed addresses returned to the form records keep. */
export function unsignFileUrlsIn(text: string): string {
  return text.includes('/api/files/') ? text.replace(SIGNED_QUERY, '$1') : text;
}
