import { readFileSync } from 'node:fs';
import type { JsonSchema } from '../../../src/app/engine/schema/types';

/** The real entity schemas, so these tests follow the files the product ships. */
export const loadSchema = (id: string): JsonSchema =>
  JSON.parse(readFileSync(new URL(`../../../schemas/${id}.schema.json`, import.meta.url), 'utf8')) as JsonSchema;

/** Effective branch-office schema of the demo company (base + overlay, as the server merges it). */
export function demoBranchOffice(): JsonSchema {
  const base = loadSchema('branch-office');
  const overlay = JSON.parse(readFileSync(new URL('../../../schemas/overlays/demo/branch-office.schema.json', import.meta.url), 'utf8')) as JsonSchema;
  const marked = Object.fromEntries(Object.entries(overlay.properties ?? {}).map(([f, p]) => [f, { ...p, 'x-overlay': true }]));
  return { ...base, properties: { ...base.properties, ...marked } };
}

/** A translate function over the es-ES texts of our namespaces (missing key → the key, like i18next). */
export function spanishT(): (key: string, options?: Record<string, unknown>) => string {
  const cache = new Map<string, Record<string, unknown>>();
  const ns = (name: string) => {
    if (!cache.has(name)) {
      try {
        cache.set(name, JSON.parse(readFileSync(new URL(`../../../src/shared/i18n/es-ES/${name}.json`, import.meta.url), 'utf8')));
      } catch {
        cache.set(name, {});
      }
    }
    return cache.get(name)!;
  };
  return (key, options) => {
    const [first, ...rest] = key.split('.');
    let node: unknown = ns(first);
    for (const part of rest) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(options?.[k] ?? ''));
  };
}
