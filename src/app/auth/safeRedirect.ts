/** A `?to=` target is followed only when it is a path of this app outside /auth (no open redirect). */
export function safeRedirect(to: unknown): string | null {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  return to.startsWith('/auth') ? null : to;
}
