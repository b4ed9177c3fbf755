import type { FastifyRequest } from 'fastify';

/**
 * Who passkeys are made for: the host the browser talks to (its name is the RP ID, so a passkey made on this site is
 * offered only here) and the origins accepted in a ceremony: PUBLIC_URL's and the request's own.
 */
export function relyingParty(request: FastifyRequest, publicUrl: string): { rpID: string; origins: string[] } {
  const origins = new Set([`${request.protocol}://${request.host}`]);
  try {
    origins.add(new URL(publicUrl).origin);
  } catch {
    // a malformed PUBLIC_URL is the config's problem; the request's own origin still works
  }
  return { rpID: request.hostname, origins: [...origins] };
}
