import { Typography } from 'antd';
import './richTextView.css';

const BLOCK_END = /<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi;

/** Text of a rich body for one-line places (list cells, banners, notifications). */
export function plainText(html: string): string {
  // a space where a block ends, so "…día 12.</p><ul><li>Menú" reads "…día 12. Menú"
  const spaced = html.replace(BLOCK_END, ' $&');
  if (typeof DOMParser === 'undefined') return spaced.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Rich text as readers see it. The HTML comes from our API, which keeps only formatting, links and its own images
 * (src/server/engine/richText.ts) on every write, so it is rendered as is.
 */
export function RichTextView({ html, compact }: { html: string; compact?: boolean }) {
  if (compact) {
    const text = plainText(html);
    return (
      <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 280 }}>
        {text}
      </Typography.Text>
    );
  }
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
