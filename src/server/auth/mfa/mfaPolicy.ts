/** What a new company requires (issue 21): its owner and administrators sign in with a second factor. */
export const DEFAULT_MFA_REQUIRED_ROLES = ['owner', 'administrator'];
