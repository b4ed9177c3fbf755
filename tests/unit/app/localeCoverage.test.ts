import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources';
import { LOCALES } from '../../../src/shared/i18n/locales';
import { loadSchema } from './schemaFixtures';

const texts = (locale: string, ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../src/shared/i18n/${locale}/${ns}.json`, import.meta.url), 'utf8'));

const at = (tree: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe.each(LOCALES)('texts of the generic pages in %s', (locale) => {
  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: title, page titles, every field and every enum value', (_name, def) => {
    const ns = texts(locale, def.name);
    const missing: string[] = [];
    const need = (path: string) => {
      if (typeof at(ns, path) !== 'string' || !(at(ns, path) as string).trim()) missing.push(path);
    };
    need('title');
    ['list', 'create', 'edit', 'show'].forEach((p) => need(`titles.${p}`));
    for (const [field, prop] of Object.entries(loadSchema(def.schema).properties ?? {})) {
      need(`fields.${field}`);
      const values = prop.enum ?? prop.items?.enum ?? [];
      for (const value of values) need(`enums.${field}.${String(value)}`);
    }
    expect(missing).toEqual([]);
  });

  it('every toast a resource names exists', () => {
    const toasts = texts(locale, 'toasts');
    const keys = RESOURCES.flatMap((r) => Object.values(r.toasts ?? {})).map((k) => k.replace(/^toasts\./, ''));
    expect(keys.filter((k) => typeof toasts[k] !== 'string')).toEqual([]);
  });

  it("the demo company's custom fields carry their own texts (x-labels), not the bundled locale files", () => {
    const overlay = JSON.parse(readFileSync(new URL('../../../schemas/overlays/demo/branch-office.schema.json', import.meta.url), 'utf8'));
    expect(overlay.properties.costCenter['x-labels'][locale]).toEqual({ title: expect.any(String), description: expect.any(String) });
  });
});
