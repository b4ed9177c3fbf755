/** Spec §9: images at most 1 MB; types by magic bytes (the same rule as every other image of the product). */
export const PROFILE_IMAGE_RULES = { image: { maxBytes: 1_048_576, accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] } };

/**
 * PATCH /users/profile/update: what a person may change about themselves. Role, units, username and document are the
 * company's to set (administrator form), not their own. `removeImage` clears the photo; a new one comes as the
 * multipart `image` part next to a `data` part holding this JSON.
 */
export const UPDATE_PROFILE_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
    lastName: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
    email: { type: ['string', 'null'], maxLength: 200 },
    phone: { type: ['string', 'null'], maxLength: 30 },
    position: { type: ['string', 'null'], maxLength: 80 },
    removeImage: { type: 'boolean' },
  },
} as const;

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string | null;
  position?: string | null;
  removeImage?: boolean;
}

/** PATCH /users/profile/change-password/: the current password proves it is the person, not a borrowed session. */
export const CHANGE_PASSWORD_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['currentPassword', 'password', 'repeatPassword'],
  properties: {
    currentPassword: { type: 'string', maxLength: 200 },
    password: { type: 'string', maxLength: 200 },
    repeatPassword: { type: 'string', maxLength: 200 },
  },
} as const;

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
  repeatPassword: string;
}

export const USER_ID_PARAMS = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;
