/**
 * Text as the matcher compares it: compatibility forms unfolded (ligatures, full-width digits), accents and other
 * marks dropped, upper case. `María Núñez` and `MARIA NUNEZ` fold alike; so do a PDF's `ﬁ` ligature and `FI`.
 */
export function foldText(text: string): string {
  // most of a page is plain ASCII: skip the Unicode work for it
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return text.toUpperCase();
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toUpperCase();
}
