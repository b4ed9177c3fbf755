import type { FromSchema } from './jsonSchema';

/** Request bodies of one's own profile (src/server/areas/profile), declared once for server and browser. */

/**
 * PATCH /users/profile/update: what a person may change about themselves. Role, units, username and document are the
 * company's to set (administrator form), not their own. `removeImage` clears the photo; a new one comes as the
 * multipart `image` part next to a `data` part holding this JSON.
 */
export const PROFILE_UPDATE_BODY = {
  $id: 'api.profile.updateBody',
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
    lastName: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
    email: { type: ['string', 'null'], maxLength: 200 },
    phone: { type: ['string', 'null'], maxLength: 30 },
    position: { type: ['string', 'null'], maxLength: 80 },
    removeImage: { type: 'boolean' },
    /** re-authentication for a new e-mail (it is how the account is recovered): the current password… */
    currentPassword: { type: 'string', maxLength: 200 },
    /** …and a current authenticator code when the person has one */
    mfaCode: { type: 'string', maxLength: 20 },
  },
} as const;

/** PATCH /users/profile/change-password/: the current password proves it is the person, not a borrowed session. */
export const CHANGE_PASSWORD_BODY = {
  $id: 'api.profile.changePasswordBody',
  type: 'object',
  additionalProperties: false,
  required: ['currentPassword', 'password', 'repeatPassword'],
  properties: {
    currentPassword: { type: 'string', maxLength: 200 },
    password: { type: 'string', maxLength: 200 },
    repeatPassword: { type: 'string', maxLength: 200 },
  },
} as const;

export type ProfileBody = FromSchema<typeof PROFILE_UPDATE_BODY>;
export type ChangePasswordBody = FromSchema<typeof CHANGE_PASSWORD_BODY>;

export const PROFILE_SCHEMAS = [PROFILE_UPDATE_BODY, CHANGE_PASSWORD_BODY] as const;
