import { beforeAll, describe, expect, it, vi } from 'vitest';
import { areaTextsLoaded, changeLocale, i18n, loadAllTexts, loadAreaTexts } from '../../../../src/app/providers/i18n';

beforeAll(async () => {
  await i18n.init({ lng: 'es-ES', fallbackLng: false, resources: {}, partialBundledLanguages: true, showSupportNotice: false });
  // the server lists no resources of its own (the bundled ones stay); the saved locale and <html lang> are browser things
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { resources: [] } }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  const saved = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => saved.set(k, v) });
  vi.stubGlobal('document', { documentElement: {} });
});

/**
 * Issue 21: after sign-in the shell's texts come first (the menu of every area, the header, /team), every area's
 * when a page outside /team opens, and a language switch fetches the parts asked for so far in the new language.
 */
describe('signed-in texts in two parts', () => {
  it("the shell's part: the people list's texts and every area's menu title, not the areas' pages", async () => {
    await loadAllTexts();
    expect(i18n.t('users.title')).toBe('Colaboradores');
    expect(i18n.t('accidents.title')).toBe('Accidentes laborales');
    expect(i18n.t('accidents.report.menu')).toBe('Informe de accidentes');
    expect(i18n.exists('accidents.fields.occurredAt')).toBe(false);
    expect(areaTextsLoaded()).toBe(false);
  });

  it("every area's part when a page outside /team asks for it", async () => {
    await loadAreaTexts();
    expect(areaTextsLoaded()).toBe(true);
    expect(i18n.exists('accidents.fields.occurredAt')).toBe(true);
    expect(i18n.t('accidents.title')).toBe('Accidentes laborales');
  });

  it('a language switch brings both parts in the new language', async () => {
    await changeLocale('en-US');
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('users.title')).toBe('Collaborators');
    expect(i18n.t('accidents.report.menu')).not.toBe('accidents.report.menu');
    expect(i18n.exists('accidents.fields.occurredAt', { lng: 'en-US' })).toBe(true);
  });
});
