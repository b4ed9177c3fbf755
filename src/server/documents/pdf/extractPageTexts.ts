import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { openWithPdfjs } from './pdfjsNode';
import { pageText } from './pageText';

export interface ExtractOptions {
  /** called after each page with the number of pages done */
  onPage?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

const isTextItem = (item: object): item is TextItem => 'str' in item;

/** The text of one page; '' when pdf.js cannot read that page (its match is then NONE, for a person to look at). */
async function textOfPage(doc: PDFDocumentProxy, n: number): Promise<string> {
  try {
    const page = await doc.getPage(n);
    // pdf.js's own normalisation is skipped: pageText composes the text once, after ordering it
    const content = await page.getTextContent({ disableNormalization: true });
    page.cleanup();
    return pageText(content.items.filter(isTextItem).map((item) => ({
      str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height,
    })));
  } catch {
    return '';
  }
}

/** The text of every page of a document pdf.js has open, in order (see pageText for the normalisation). */
export async function textsOf(doc: PDFDocumentProxy, opts: ExtractOptions = {}): Promise<string[]> {
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    opts.signal?.throwIfAborted();
    texts.push(await textOfPage(doc, n));
    opts.onPage?.(n, doc.numPages);
  }
  return texts;
}

/**
 * One normalised text per page of a PDF (pdf.js getTextContent, pieces joined in reading order). Expects an
 * inspected PDF (inspectPdf); throws if pdf.js cannot open it. The bytes are copied, not taken.
 */
export async function extractPageTexts(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<string[]> {
  const doc = await openWithPdfjs(bytes.slice());
  try {
    return await textsOf(doc, opts);
  } finally {
    await doc.destroy();
  }
}
