import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../src/shared/i18n/locales';

const dir = new URL('../../../../src/app/devices/', import.meta.url);
const sources = readdirSync(dir).filter((f) => /\.tsx?$/.test(f)).map((f) => readFileSync(new URL(f, dir), 'utf8')).join('\n');
/** Every literal `t('devices.…')` key of the device pages (template keys are covered by the enum test below). */
const used = [...new Set([...sources.matchAll(/t\('(devices\.[\w.]+)'/g)].map((m) => m[1]))];
const texts = (locale: string) => JSON.parse(readFileSync(new URL(`../../../../src/shared/i18n/${locale}/devices.json`, import.meta.url), 'utf8'));
const at = (tree: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe.each(LOCALES)('device pages in %s', (locale) => {
  const ns = { devices: texts(locale) };
  it('have a text for every key they use (plural keys in _one/_other)', () => {
    expect(used.length).toBeGreaterThan(50);
    const missing = used.filter((key) => typeof at(ns, key) !== 'string' && typeof at(ns, `${key}_other`) !== 'string');
    expect(missing).toEqual([]);
  });

  it('name every quality, state, outcome and command the API answers', () => {
    const need: Record<string, string[]> = {
      quality: ['VERY_GOOD', 'ACCEPTABLE', 'SLOW', 'NONE'],
      userState: ['LOADING', 'LOADED', 'REMOVING', 'REMOVED', 'FAILED', 'NOT_LOADED'],
      outcome: ['STORED', 'REFUSED', 'UNKNOWN_PIN', 'INACTIVE_USER'],
      markType: ['CHECK_IN', 'CHECK_OUT', 'BREAK_START', 'BREAK_END'],
      verifyMethod: ['FINGERPRINT', 'FACE', 'CARD', 'PASSWORD', 'PALM', 'OTHER'],
      commandKind: ['USER_LOAD', 'USER_REMOVE', 'USER_QUERY', 'INFO', 'CHECK', 'CLOCK_SYNC', 'TEMPLATE_LOAD', 'TEST'],
      commandStatus: ['QUEUED', 'SENT', 'DONE', 'FAILED', 'CANCELLED'],
      enrolmentState: ['ENROLLED', 'COPYING', 'COPIED', 'FAILED'],
    };
    const missing = Object.entries(need).flatMap(([e, values]) => values.map((v) => `enums.${e}.${v}`)).filter((k) => typeof at(ns.devices, k) !== 'string');
    expect(missing).toEqual([]);
  });
});
