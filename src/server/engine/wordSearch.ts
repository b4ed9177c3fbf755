import { or, sql, type SQL } from 'drizzle-orm';

/** At most this many words of a search are used. */
const MAX_WORDS = 8;

/** An ILIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The product's search rule: every word of `q` must appear in some of `fields` ("ana arriaga" finds first name Ana,
 * last name Arriaga). One condition per word; none for a blank search.
 */
export function everyWordMatches(q: string | undefined, fields: SQL[]): SQL[] {
  if (!fields.length) return [];
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  return words.map((word) => {
    const pattern = containsPattern(word);
    return or(...fields.map((f) => sql`${f} ilike ${pattern}`)) as SQL;
  });
}
