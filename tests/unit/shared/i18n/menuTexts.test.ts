import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../../resources';
import { AREA_PAGES } from '../../../../src/app/areaPages';
import { buildMenu, type MenuNode } from '../../../../src/app/shell/menu/menuModel';
import { PUBLIC_NAMESPACES, SHELL_NAMESPACES } from '../../../../src/app/shell/locale/translationBundle';
import { LOCALES } from '../../../../src/shared/i18n/locales';
import { menuTexts } from '../../../../src/shared/i18n/menuTexts';

const dir = (locale: string) => path.resolve(import.meta.dirname, '../../../../src/shared/i18n', locale);
const read = (locale: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir(locale), `${ns}.json`), 'utf8')) as Record<string, unknown>;
const lookup = (texts: Record<string, unknown>, key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), texts);

/** Every label the side menu can show (everything allowed, every flag on), as an i18n key. */
function menuKeys(): string[] {
  const allowed = new Set([...RESOURCES.map((r) => r.name), ...AREA_PAGES.map((p) => p.key)]);
  const keys: string[] = [];
  const walk = (nodes: MenuNode[]) => nodes.forEach((n) => {
    if (n.kind === 'resource') keys.push(`${n.resource.name}.title`);
    else keys.push(n.label);
    if (n.kind === 'group') walk(n.children);
  });
  const flags = new Proxy({}, { get: () => true });
  walk(buildMenu(allowed, RESOURCES, AREA_PAGES, null));
  walk(buildMenu(allowed, RESOURCES, AREA_PAGES, flags));
  return [...new Set(keys)];
}

/**
 * The shell's texts (issue 21): the side menu shows every area's entry before the area's texts are fetched, so what
 * the build keeps of each other namespace (its menu entries and title) must hold every label the menu can show.
 */
describe('menu texts kept for the shell', () => {
  const keys = menuKeys();

  it('finds menu labels in several areas', () => {
    expect(keys.length).toBeGreaterThan(30);
    expect(keys).toContain('accidents.report.menu');
  });

  for (const locale of LOCALES) {
    it(`${locale}: every menu label is in the shell's texts`, () => {
      const missing = keys.filter((key) => {
        const ns = key.slice(0, key.indexOf('.'));
        if (!fs.existsSync(path.join(dir(locale), `${ns}.json`))) return false; // a server resource's own labels
        const whole = PUBLIC_NAMESPACES.includes(ns) || SHELL_NAMESPACES.includes(ns);
        const texts = whole ? read(locale, ns) : menuTexts(read(locale, ns));
        return typeof lookup(texts, key.slice(ns.length + 1)) !== 'string';
      });
      expect(missing).toEqual([]);
    });
  }

  it('keeps only menu entries and titles of a namespace', () => {
    expect(menuTexts({ title: 'T', menu: { a: 'A' }, list: { x: 'X' }, report: { menu: 'R', title: 'no' }, shiftsMenu: 'S' })).toEqual({
      title: 'T', menu: { a: 'A' }, report: { menu: 'R' }, shiftsMenu: 'S',
    });
  });
});
