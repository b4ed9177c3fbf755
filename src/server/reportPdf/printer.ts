import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';

// Roboto ships with pdfmake (node_modules/pdfmake/fonts/Roboto): full Unicode, unlike the standard PDF fonts
const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const ROBOTO = {
  normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
  bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
  italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
  bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
};

/**
 * pdfmake is one shared object (the bill PDF sets its own fonts on it), so the fonts and the access policies are set
 * right before every document: no URL is ever fetched, and only the font files may be read from disk.
 */
export function renderPdf(doc: object): Promise<Buffer> {
  pdfmake.addFonts({ Roboto: ROBOTO });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p: string) => path.resolve(p).startsWith(FONT_DIR + path.sep));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pdfmake's document type is looser than its typings
  return pdfmake.createPdf(doc as any).getBuffer();
}
