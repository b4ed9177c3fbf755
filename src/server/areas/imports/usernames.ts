import { or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const MAX_BASE = 50;

/** `José María`, `García-Pérez López` → `jose.garcia`: ASCII, the first given name and the first surname. */
export function usernameBase(firstName: string, lastName: string): string {
  const slug = (text: string) =>
    (text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/[^a-z0-9]+/).find(Boolean) ?? '');
  const base = [slug(firstName), slug(lastName)].filter(Boolean).join('.').slice(0, MAX_BASE);
  return base.length >= 3 ? base : `user.${base || 'new'}`;
}

/**
 * A free username per row (usernames are unique in the whole product, any case): the base, else base2, base3…
 * The taken names are read once, in chunks, by prefix.
 */
export async function allocateUsernames(db: Db, people: { firstName: string; lastName: string }[]): Promise<string[]> {
  const bases = people.map((p) => usernameBase(p.firstName, p.lastName));
  const distinct = [...new Set(bases)];
  const taken = new Set<string>();
  for (let i = 0; i < distinct.length; i += 200) {
    const part = distinct.slice(i, i + 200);
    // bases are [a-z0-9.] only: nothing in them is a LIKE wildcard
    const rows = await db
      .select({ username: sql<string>`lower(${users.username})` })
      .from(users)
      .where(or(...part.map((b) => sql`lower(${users.username}) like ${`${b}%`}`)));
    for (const r of rows) taken.add(r.username);
  }
  const next = new Map<string, number>();
  return bases.map((base) => {
    for (let n = next.get(base) ?? 1; ; n++) {
      const candidate = n === 1 ? base : `${base}${n}`;
      if (!taken.has(candidate)) {
        taken.add(candidate);
        next.set(base, n + 1);
        return candidate;
      }
    }
  });
}
