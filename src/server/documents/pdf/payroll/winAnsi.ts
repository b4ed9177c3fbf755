import type { PDFFont } from 'pdf-lib';

/**
 * Text a standard font can draw. pdf-lib's standard fonts (Helvetica…) are WinAnsi encoded: Spanish and Portuguese
 * letters (á é í ó ú ü ñ ç ã õ, ¿ ¡ º ª €) are in, but not every character a name may hold (ő, ș, ł, Greek,
 * CJK), and drawing one throws. Those lose their accent when the bare letter exists (ș → s), or become `?`.
 */
/** Letters with a stroke have no decomposition: their bare letter, by hand. */
const BARE: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

export function sanitizerFor(font: PDFFont): (text: string) => string {
  const drawable = new Set(font.getCharacterSet());
  const fits = (ch: string) => drawable.has(ch.codePointAt(0)!);
  return (text) => {
    let out = '';
    for (const ch of text.normalize('NFC').replace(/[\t\r\n]+/g, ' ')) {
      if (fits(ch)) out += ch;
      else {
        const bare = BARE[ch] ?? ch.normalize('NFD').replace(/\p{M}+/gu, '');
        out += bare !== '' && [...bare].every(fits) ? bare : '?';
      }
    }
    return out;
  };
}
