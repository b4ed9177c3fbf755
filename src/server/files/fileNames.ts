import { randomBytes } from 'node:crypto';
import { FILES_URL_PREFIX } from './fileStore';

/** Stored names are exactly 32 hex characters, a dot and a short lower-case extension: nothing else can reach disk. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;
const COMPANY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isStoredName = (name: string): boolean => STORED_NAME.test(name);
export const isCompanyId = (id: string): boolean => COMPANY_ID.test(id);

/** `jpeg`, `.PNG` → `jpeg`, `png`; throws on anything that is not a plain extension. */
export function normalizeExtension(ext: string): string {
  const clean = ext.replace(/^\./, '').toLowerCase();
  if (!EXTENSION.test(clean)) throw new Error(`Invalid file extension: ${JSON.stringify(ext)}`);
  return clean;
}

export const newStoredName = (ext: string): string => `${randomBytes(16).toString('hex')}.${normalizeExtension(ext)}`;

export const fileUrl = (companyId: string, name: string): string => `${FILES_URL_PREFIX}${companyId}/${name}`;

/** The company and name of a URL made by fileUrl, or null for anything else. */
export function parseFileUrl(url: string): { companyId: string; name: string } | null {
  if (!url.startsWith(FILES_URL_PREFIX)) return null;
  const [companyId, name, ...rest] = url.slice(FILES_URL_PREFIX.length).split('/');
  if (rest.length > 0 || !companyId || !name || !isCompanyId(companyId) || !isStoredName(name)) return null;
  return { companyId, name };
}
