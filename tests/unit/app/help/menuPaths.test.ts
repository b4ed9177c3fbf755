import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../../resources';
import { AREA_PAGES } from '../../../../src/app/areaPages';
import { buildMenu, type MenuNode } from '../../../../src/app/shell/menu/menuModel';
import { LOCALES } from '../../../../src/shared/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const lookup = (texts: unknown, key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), texts);

/** Every "A › B" the side menu offers in a language (a group and one of its entries), whatever the company's flags. */
function menuPaths(locale: string): Set<string> {
  const label = (key: string): string => {
    const ns = key.slice(0, key.indexOf('.'));
    const file = path.join(ROOT, 'src/shared/i18n', locale, `${ns}.json`);
    const text = fs.existsSync(file) ? lookup(JSON.parse(fs.readFileSync(file, 'utf8')), key.slice(ns.length + 1)) : undefined;
    return typeof text === 'string' ? text : key;
  };
  const labelOf = (n: MenuNode) => (n.kind === 'resource' ? (n.resource.labels?.[locale as keyof typeof n.resource.labels] as { title?: string } | undefined)?.title ?? label(`${n.resource.name}.title`) : label(n.label));
  const allowed = new Set([...RESOURCES.map((r) => r.name), ...AREA_PAGES.map((p) => p.key)]);
  const paths = new Set<string>();
  const walk = (nodes: MenuNode[]) => nodes.forEach((n) => {
    if (n.kind !== 'group') return;
    n.children.forEach((c) => paths.add(`${labelOf(n)} › ${labelOf(c)}`));
    walk(n.children);
  });
  // every flag on, then each version flag at V1 and at V2 (Salary or Documents, the novelties' entries)
  const on = (extra: Record<string, unknown>) => new Proxy(extra, { get: (t, k) => (k in t ? t[k as string] : true) });
  for (const flags of [on({}), on({ documentsVersion: 'V1', noveltiesVersion: 'V1' }), on({ documentsVersion: 'V2', noveltiesVersion: 'V2' })]) {
    walk(buildMenu(allowed, RESOURCES, AREA_PAGES, flags));
  }
  return paths;
}

/** The help articles name menu places in bold, "**Empresa › Dispositivos**": each must be one the menu shows. */
describe("the help's menu paths", () => {
  for (const locale of LOCALES) {
    it(`${locale}: every "**A › B**" of the articles is an entry of the side menu`, () => {
      const offered = menuPaths(locale);
      expect(offered.size).toBeGreaterThan(20);
      const dir = path.join(ROOT, 'help', locale);
      const wrong = fs.readdirSync(dir).filter((f) => f.endsWith('.md')).flatMap((f) =>
        [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/\*\*([^*›]+ › [^*›]+)\*\*/g)].map((m) => m[1].trim()).filter((p) => !offered.has(p)).map((p) => `${f}: ${p}`));
      expect(wrong).toEqual([]);
    });
  }
});
