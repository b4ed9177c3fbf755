import type { CompanyRow } from '../../auth/authContext';

/**
 * The company's own data shown on /company (spec §2, §3): its name (companies.name), the logo (companies.image),
 * and the rest under `configuration.profile`: registration and contact fields, the large logo (hugeLogo) and the
 * three login-carousel slots. `companies.loginCarrousel` (what the login page reads) is the filled slots in order.
 */
export const PROFILE_TEXT_FIELDS = ['legalName', 'taxId', 'address', 'city', 'postalCode', 'country', 'phone', 'email', 'website', 'contactName'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** Image parts of PATCH /companies (spec §3), each ≤ 1 MB and an image by its bytes. */
export const COMPANY_IMAGE_FIELDS = ['image', 'hugeLogo', 'carrousel1', 'carrousel2', 'carrousel3'] as const;
export type CompanyImageField = (typeof COMPANY_IMAGE_FIELDS)[number];
export const CAROUSEL_FIELDS = ['carrousel1', 'carrousel2', 'carrousel3'] as const;

export const COMPANY_IMAGE_RULES = Object.fromEntries(
  COMPANY_IMAGE_FIELDS.map((f) => [f, { maxBytes: 1_048_576, accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] }]),
);

const text = (maxLength: number, extra: Record<string, unknown> = {}) => ({ type: ['string', 'null'], maxLength, ...extra }) as const;

/**
 * The JSON body (or the multipart `data` part). Text fields: a string, or null/"" to clear. Image fields take only
 * `null`: it removes the stored image (a new one comes as a file part of the same name).
 */
export const COMPANY_UPDATE_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
    legalName: text(200),
    taxId: text(32, { pattern: '^[A-Za-z0-9 .\\-/]*$' }),
    address: text(300),
    city: text(100),
    postalCode: text(20, { pattern: '^[A-Za-z0-9 \\-]*$' }),
    country: text(100),
    phone: text(40, { pattern: '^[0-9+()\\-. ]*$' }),
    email: { anyOf: [{ type: 'string', maxLength: 254, format: 'email' }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
    website: { anyOf: [{ type: 'string', maxLength: 300, pattern: '^https?://[^\\s]+$' }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
    contactName: text(120),
    ...Object.fromEntries(COMPANY_IMAGE_FIELDS.map((f) => [f, { type: 'null' }])),
  },
} as const;

export type CompanyUpdateInput = Partial<Record<ProfileTextField, string | null>> & { name?: string } & Partial<Record<CompanyImageField, null>>;

export interface CompanyProfile extends Record<ProfileTextField, string | null> {
  hugeLogo: string | null;
  carrousel1: string | null;
  carrousel2: string | null;
  carrousel3: string | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The stored profile, every field present (null when unset). Slots never saved fall back to loginCarrousel's order. */
export function profileOf(c: Pick<CompanyRow, 'configuration' | 'loginCarrousel'>): CompanyProfile {
  const stored = isObject(c.configuration?.profile) ? c.configuration.profile : {};
  const profile = Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, str(stored[f])])) as Record<ProfileTextField, string | null>;
  const slotsSaved = CAROUSEL_FIELDS.some((f) => f in stored);
  const carousel = Object.fromEntries(
    CAROUSEL_FIELDS.map((f, i) => [f, slotsSaved ? str(stored[f]) : str((c.loginCarrousel ?? [])[i])]),
  ) as Record<(typeof CAROUSEL_FIELDS)[number], string | null>;
  return { ...profile, hugeLogo: str(stored.hugeLogo), ...carousel };
}

/** What the login page shows: the filled carousel slots, in slot order. */
export const loginCarrouselOf = (p: Pick<CompanyProfile, (typeof CAROUSEL_FIELDS)[number]>): string[] =>
  CAROUSEL_FIELDS.map((f) => p[f]).filter((u): u is string => !!u);
