import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errorCodes';
import { LOCALES } from '../../../src/shared/i18n/locales';

const I18N_DIR = new URL('../../../src/shared/i18n/', import.meta.url);

/** Every leaf key of a namespace file, dotted (`validation.required`). */
function keysOf(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const read = (locale: string, file: string) => JSON.parse(readFileSync(new URL(`${locale}/${file}`, I18N_DIR), 'utf8')) as Record<string, unknown>;
const namespaces = [...new Set(LOCALES.flatMap((l) => readdirSync(new URL(`${l}/`, I18N_DIR)).filter((f) => f.endsWith('.json'))))].sort();

describe('locale files', () => {
  it('exist for every locale and namespace', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(new URL(`${locale}/`, I18N_DIR)).filter((f) => f.endsWith('.json')).sort();
      expect(files, locale).toEqual(namespaces);
    }
  });

  it.each(namespaces)('%s has the same keys in every locale, none empty', (file) => {
    const byLocale = Object.fromEntries(LOCALES.map((l) => [l, read(l, file)]));
    const all = [...new Set(LOCALES.flatMap((l) => keysOf(byLocale[l])))].sort();
    for (const locale of LOCALES) {
      const keys = new Set(keysOf(byLocale[locale]));
      expect(all.filter((k) => !keys.has(k)), `${locale}/${file} lacks`).toEqual([]);
      const empty = keysOf(byLocale[locale]).filter((k) => {
        const value = k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)?.[p], byLocale[locale]);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${locale}/${file} empty or non-text values`).toEqual([]);
    }
  });

  it('every error code has a message in errors.json of every locale', () => {
    for (const locale of LOCALES) {
      const errors = read(locale, 'errors.json');
      expect(ERROR_CODES.filter((c) => typeof errors[c] !== 'string' || !errors[c]), locale).toEqual([]);
    }
  });

  it('the spec wording is kept where the spec gives it', () => {
    const en = read('en-US', 'errors.json');
    expect(en.NOT_ADMIN).toBe('Not authorized for the admin panel, contact support');
    expect(en.FORBIDDEN).toBe('No permission to perform this action');
    expect(en['100001']).toBe('The unit has associated users');
    expect(en['100002']).toBe('The unit has child units');
    expect(en.TEMPLATE_NAME_EXISTS).toBe('A template with that name already exists');
  });

  it('placeholders match across locales', () => {
    for (const file of namespaces) {
      const placeholders = (locale: string) =>
        Object.fromEntries(keysOf(read(locale, file)).map((k) => {
          const value = k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)?.[p], read(locale, file));
          return [k, String(value).match(/\{\{\s*\w+\s*\}\}/g)?.sort().join(',') ?? ''];
        }));
      const base = placeholders(LOCALES[0]);
      for (const locale of LOCALES.slice(1)) expect(placeholders(locale), `${locale}/${file}`).toEqual(base);
    }
  });
});
