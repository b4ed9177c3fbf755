/** Spec §9: images at most 1 MB; types by magic bytes (the same rule as every other image of the product). */
export const PROFILE_IMAGE_RULES = { image: { maxBytes: 1_048_576, accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] } };

// the request bodies are declared once with the browser: src/shared/apiSchemas/profile.ts
export {
  CHANGE_PASSWORD_BODY, PROFILE_UPDATE_BODY as UPDATE_PROFILE_BODY, type ChangePasswordBody as ChangePasswordInput, type ProfileBody as ProfileInput,
} from '../../../shared/apiSchemas/profile';

export const USER_ID_PARAMS = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;
