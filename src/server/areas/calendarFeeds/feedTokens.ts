import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters, 256 bits nobody guesses. */
const TOKEN_BYTES = 32;
/** what the list shows of a token to tell feeds apart (the token itself is shown once) */
const HINT_LENGTH = 4;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash is stored: a copy of the table does not open anyone's calendar. */
export const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface NewFeedToken {
  token: string;
  tokenHash: string;
  tokenHint: string;
}

export function newFeedToken(): NewFeedToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashFeedToken(token), tokenHint: token.slice(-HINT_LENGTH) };
}

/** Whether a path segment can be a token at all (anything else is answered 404 without a query). */
export const looksLikeFeedToken = (value: string): boolean => TOKEN_SHAPE.test(value);
