import type { DomainRule } from './index';

/** An audience of chosen units names at least one unit. */
export const postAudience: DomainRule = (r) =>
  r.audience === 'UNITS' && !(Array.isArray(r.unitIds) && r.unitIds.length > 0)
    ? [{ field: 'unitIds', code: 'AUDIENCE_UNITS_REQUIRED', message: 'errors.AUDIENCE_UNITS_REQUIRED' }]
    : [];

/** The expiry comes after the publication date. */
export const postDates: DomainRule = (r) => {
  const from = typeof r.publishAt === 'string' && r.publishAt ? Date.parse(r.publishAt) : null;
  const until = typeof r.expiresAt === 'string' && r.expiresAt ? Date.parse(r.expiresAt) : null;
  return from !== null && until !== null && until <= from
    ? [{ field: 'expiresAt', code: 'EXPIRY_BEFORE_PUBLICATION', message: 'errors.EXPIRY_BEFORE_PUBLICATION' }]
    : [];
};

/** A link resource has its address (a file resource's upload is checked by the server, which receives it). */
export const resourceTarget: DomainRule = (r) =>
  r.kind === 'LINK' && !(typeof r.url === 'string' && r.url)
    ? [{ field: 'url', code: 'RESOURCE_URL_REQUIRED', message: 'errors.RESOURCE_URL_REQUIRED' }]
    : [];
