import sanitizeHtml from 'sanitize-html';

/**
 * The help articles' markdown (a small subset: headings, paragraphs, lists, bold, italics, code, links, images) as
 * HTML. Text is escaped before any tag is made and the result goes through sanitize-html, so an article (or a
 * company's handbook description) can never carry a script. Images point at the help screenshots route only.
 */
const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const SCREENSHOT_PREFIX = '/api/help/screenshots/';

function inline(text: string): string {
  return escape(text)
    .replace(/!\[([^\]]*)\]\((?:\.\.\/)?screenshots\/([a-z0-9-]+\.png)\)/g, (_m, alt: string, file: string) => `<img src="${SCREENSHOT_PREFIX}${file}" alt="${alt}">`)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => `<a href="${href}">${label}</a>`)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*]+)\*/g, '<em>$1</em>');
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'code', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img', 'blockquote'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // internal links (/help/…, /team) stay; images only from our screenshots
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(SCREENSHOT_PREFIX),
};

export function renderMarkdown(markdown: string): string {
  const out: string[] = [];
  let list: 'ul' | 'ol' | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  const closeList = () => {
    if (list) out.push(`</${list}>`);
    list = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) {
      flush();
      closeList();
    } else if (heading) {
      flush();
      closeList();
      const level = Math.min(4, Math.max(2, heading[1].length + 1));
      out.push(`<h${level}>${inline(heading[2])}</h${level}>`);
    } else if (bullet || numbered) {
      flush();
      const kind = bullet ? 'ul' : 'ol';
      if (list !== kind) {
        closeList();
        out.push(`<${kind}>`);
        list = kind;
      }
      out.push(`<li>${inline((bullet ?? numbered)![1])}</li>`);
    } else if (line.startsWith('>')) {
      flush();
      closeList();
      out.push(`<blockquote>${inline(line.replace(/^>\s?/, ''))}</blockquote>`);
    } else {
      closeList();
      paragraph.push(line);
    }
  }
  flush();
  closeList();
  return sanitizeHtml(out.join('\n'), SANITIZE);
}

/** The plain text of an article, for the search and the excerpts. */
export const markdownToPlain = (markdown: string): string =>
  markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/\*+|`/g, '').replace(/^\s*(#+|>|[-*]|\d+[.)])\s+/gm, ' ').replace(/\s+/g, ' ').trim();
