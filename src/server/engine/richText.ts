import sanitizeHtml from 'sanitize-html';
import type { JsonSchema } from './schemaStore';

/**
 * Rich text as the engine stores it: any string property marked `contentMediaType: "text/html"` (a billboard post's
 * body, a customer's own rich field) keeps only formatting, lists, links and our own stored images. Scripts, event
 * attributes, styles and foreign images are dropped on every write, so a body is safe to render as HTML anywhere.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  // images only from our file store (uploaded with the post), never a tracking pixel from elsewhere
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/api\/files\/[0-9a-f-]{36}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/.test(frame.attribs.src ?? ''),
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** Text of a rich body, for search, excerpts and e-mails. */
export const richTextToPlain = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();

/** The input with every rich-text property of `schema` sanitized (other properties untouched). */
export function sanitizeRichFields(schema: JsonSchema, input: Record<string, unknown>): Record<string, unknown> {
  let out = input;
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    const value = input[field];
    if ((prop as JsonSchema).contentMediaType !== 'text/html' || typeof value !== 'string') continue;
    if (out === input) out = { ...input };
    out[field] = sanitizeRichText(value);
  }
  return out;
}
