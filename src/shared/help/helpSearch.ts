/**
 * The help centre's search (issue 23 item 5): the same ranking for every language. Text is folded (lower case, accents
 * removed: "nómina" = "nomina", "ausência" = "ausencia") and split into words; every word of the query must appear
 * in the title, the tags or the body (as a word prefix: "vacac" finds "vacaciones"). A hit in the title weighs most,
 * then the tags, then the body; a whole-word hit beats a prefix hit; more body hits rank higher (capped).
 */
export interface SearchableArticle {
  slug: string;
  title: string;
  body: string;
  tags?: readonly string[];
}

/** Lower case without accents or punctuation. */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9ñç]+/g, ' ').trim();

export const wordsOf = (text: string): string[] => foldText(text).split(' ').filter((w) => w.length > 0);

const WEIGHT = { title: 10, tags: 6, body: 1 } as const;
const MAX_BODY_HITS = 5;

/** How well `words` (already folded) match one field's words: per query word, exact hits count double a prefix hit. */
function fieldHits(fieldWords: readonly string[], word: string): number {
  let hits = 0;
  for (const w of fieldWords) {
    if (w === word) hits += 2;
    else if (w.startsWith(word)) hits += 1;
  }
  return hits;
}

/** The score of an article for a query; 0 when some query word appears nowhere. */
export function scoreArticle(article: SearchableArticle, query: string): number {
  const words = wordsOf(query);
  if (!words.length) return 0;
  const title = wordsOf(article.title);
  const tags = wordsOf((article.tags ?? []).join(' '));
  const body = wordsOf(article.body);
  let score = 0;
  for (const word of words) {
    const t = fieldHits(title, word);
    const g = fieldHits(tags, word);
    const b = Math.min(fieldHits(body, word), MAX_BODY_HITS * 2);
    if (!t && !g && !b) return 0;
    score += t * WEIGHT.title + g * WEIGHT.tags + b * WEIGHT.body;
  }
  return score;
}

/** The articles matching `query`, best first (ties by title); an empty query keeps them all in their order. */
export function searchArticles<T extends SearchableArticle>(articles: readonly T[], query: string): T[] {
  if (!wordsOf(query).length) return [...articles];
  return articles
    .map((article) => ({ article, score: scoreArticle(article, query) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.article.title.localeCompare(b.article.title))
    .map((r) => r.article);
}
