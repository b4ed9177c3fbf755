import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchResources, onResourcesChange, resourceByName, resourceList, resourcesLoaded } from '../../../../src/app/engine/resourceRegistry';
import { i18n, loadAllTexts } from '../../../../src/app/providers/i18n';
import type { ResourceDef } from '../../../../src/shared/resource';

/** A resource only the server knows, with its texts in the declaration. */
const costCentres: ResourceDef = {
  name: 'costcentres',
  module: 'company-profile',
  schema: 'cost-centre',
  collection: 'costcentres',
  endpoints: { list: 'GET /costcentres', create: 'POST /costcentres' },
  routes: { list: '/company/cost-centres', create: '/company/cost-centres/new' },
  list: { columns: ['name', 'code'] },
  menu: { parent: 'company', order: 90 },
  labels: {
    'es-ES': { title: 'Centros de coste', fields: { name: 'Nombre' } },
    'en-US': { title: 'Cost centres', fields: { name: 'Name' } },
    'pt-BR': { title: 'Centros de custo', fields: { name: 'Nome' } },
  },
};

/** Answer /api/resources with `answer` (or throw, for a network failure); every other file is left alone. */
function stubResources(answer: { status: number; body: unknown } | 'offline'): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return urls;
}

beforeAll(async () => {
  await i18n.init({ lng: 'es-ES', fallbackLng: false, resources: {}, partialBundledLanguages: true, showSupportNotice: false });
});

afterEach(() => vi.unstubAllGlobals());

describe('resource registry', () => {
  it('knows the bundled resources before the server answers', () => {
    expect(resourcesLoaded()).toBe(false);
    expect(resourceByName('users')?.routes.list).toBe('/team');
    expect(resourceByName('costcentres')).toBeUndefined();
  });

  it('keeps the bundled list when the server answers with an error, and asks again when offline or signed out', async () => {
    stubResources({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(fetchResources()).resolves.toBeUndefined();
    stubResources('offline');
    await expect(fetchResources()).rejects.toThrow('Failed to fetch');
    stubResources({ status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
    await expect(fetchResources()).rejects.toMatchObject({ statusCode: 401 });
  });

  it('after sign-in, serves the server list and its labels in the three locales', async () => {
    const urls = stubResources({ status: 200, body: { data: { resources: [resourceByName('users'), costCentres] } } });
    const changed = vi.fn();
    const off = onResourcesChange(() => changed(i18n.t('costcentres.title')));
    await loadAllTexts();
    off();

    expect(urls).toEqual(['/api/resources']);
    expect(resourcesLoaded()).toBe(true);
    expect(resourceList().map((r) => r.name)).toEqual(['users', 'costcentres']);
    expect(resourceByName('costcentres')?.routes.create).toBe('/company/cost-centres/new');
    // the menu re-renders with the new list and already finds its title
    expect(changed).toHaveBeenCalledWith('Centros de coste');
    expect(i18n.t('costcentres.fields.name')).toBe('Nombre');
    // a language switch finds its texts without another download
    expect(i18n.t('costcentres.title', { lng: 'en-US' })).toBe('Cost centres');
    expect(i18n.t('costcentres.title', { lng: 'pt-BR' })).toBe('Centros de custo');
    // the bundled texts are still there
    expect(i18n.t('users.title')).not.toBe('users.title');
  });
});
