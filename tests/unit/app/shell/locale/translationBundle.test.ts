import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTranslationBundle, PUBLIC_NAMESPACES } from '../../../../../src/app/shell/locale/translationBundle';

const namespacesOnDisk = readdirSync(new URL('../../../../../src/shared/i18n/es-ES/', import.meta.url))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((ns) => ns !== 'server');

describe('the texts a browser downloads', () => {
  it('are only the public pages\' before sign-in', async () => {
    const bundle = await loadTranslationBundle('es-ES', 'public');
    expect(Object.keys(bundle).sort()).toEqual([...PUBLIC_NAMESPACES].sort());
    expect((bundle.auth as { login: { title: string } }).login.title).toBeTruthy();
  });

  it('are every area\'s once signed in (never the server\'s mail texts)', async () => {
    const bundle = await loadTranslationBundle('pt-BR');
    expect(Object.keys(bundle).sort()).toEqual([...namespacesOnDisk].sort());
    expect(bundle).not.toHaveProperty('server');
  });
});
