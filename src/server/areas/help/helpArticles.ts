import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { REPO_ROOT } from '../../engine/storage/resourceFolders';
import { markdownToPlain, renderMarkdown } from './markdown';

/**
 * The product's help articles: markdown files in the repository, help/<locale>/<slug>.md, each opening with a small
 * header (title, kind: tutorial | faq, area, tags). Read once per process: they change with a release, not at run
 * time. The same slug names the same article in every language.
 */
export interface HelpArticle {
  slug: string;
  locale: Locale;
  title: string;
  kind: 'tutorial' | 'faq';
  area: string;
  tags: string[];
  /** plain text, for the search and excerpts */
  body: string;
  markdown: string;
  order: number;
}

export const HELP_DIR = path.join(REPO_ROOT, 'help');

/** `---\nkey: value\n---\nbody` → header fields and body. */
export function parseArticle(slug: string, locale: Locale, source: string): HelpArticle {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  const head: Record<string, string> = {};
  for (const line of (match?.[1] ?? '').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) head[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  const markdown = (match?.[2] ?? source).trim();
  return {
    slug, locale,
    title: head.title || slug,
    kind: head.kind === 'faq' ? 'faq' : 'tutorial',
    area: head.area || slug,
    tags: (head.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean),
    body: markdownToPlain(markdown),
    markdown,
    order: Number(head.order ?? 100),
  };
}

let cache: Map<Locale, HelpArticle[]> | null = null;

function loadAll(): Map<Locale, HelpArticle[]> {
  const all = new Map<Locale, HelpArticle[]>();
  for (const locale of LOCALES) {
    const dir = path.join(HELP_DIR, locale);
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => /^[a-z0-9-]+\.md$/.test(f));
    } catch {
      files = [];
    }
    const articles = files.map((f) => parseArticle(f.slice(0, -3), locale, readFileSync(path.join(dir, f), 'utf8')));
    all.set(locale, articles.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)));
  }
  return all;
}

/** The articles of a language, in their reading order. */
export function helpArticles(locale: Locale): HelpArticle[] {
  cache ??= loadAll();
  return cache.get(locale) ?? [];
}

export const helpArticle = (locale: Locale, slug: string): HelpArticle | undefined => helpArticles(locale).find((a) => a.slug === slug);

export const articleHtml = (article: HelpArticle): string => renderMarkdown(article.markdown);
