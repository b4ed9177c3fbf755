import { effectiveFlags } from '../../../shared/companyFlags';
import type { CompanyRow } from '../../auth/authContext';
import type { ServerConfig } from '../../config';
import { profileOf } from './companyProfile';

/**
 * The company as the session keeps it (spec §3), with its data for /company: registration and contact fields, the
 * logo (image), large logo (hugeLogo) and the carousel slots flat; `configuration` without the profile they come from.
 * Its flags are the company's, with what the installation turns on for every company (`config`: NOVELTIES_MENU=all).
 */
export function companyView(c: CompanyRow, config?: Pick<ServerConfig, 'noveltiesForAll'>) {
  const { profile: _profile, ...configuration } = c.configuration ?? {};
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    ...profileOf(c),
    configuration,
    customFields: c.customFields,
    flags: { ...effectiveFlags(c), ...(config?.noveltiesForAll ? { novelties: true } : {}) },
    image: c.image,
    loginCarrousel: c.loginCarrousel,
  };
}

/**
 * Keep only the dotted paths asked for (`configuration.general.integrations`): each is copied into a fresh object
 * with the same nesting; paths that do not exist are left out.
 */
export function project(source: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: unknown = source;
    for (const p of parts) from = from && typeof from === 'object' && Object.hasOwn(from, p) ? (from as Record<string, unknown>)[p] : undefined;
    if (from === undefined) continue;
    let to = out;
    parts.slice(0, -1).forEach((p) => {
      const next = to[p];
      to = (to[p] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
    });
    to[parts[parts.length - 1]] = from;
  }
  return out;
}
