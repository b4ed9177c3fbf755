import { ParseSpeeds, PDFDocument } from 'pdf-lib';

/**
 * One PDF per group of pages (1-based page numbers, in the order given), copied with pdf-lib: the pages' content
 * streams, fonts and images are copied as they are, never re-rendered, so a slip looks exactly as in the upload.
 * A generator, so a 2,000-document split holds one part at a time: the caller writes each and lets it go.
 * Expects an inspected PDF (inspectPdf) or a document loadWithPdfLib gave; a page number out of range throws.
 */
export async function* splitPdf(source: Uint8Array | PDFDocument, groups: readonly { pages: readonly number[] }[]): AsyncGenerator<Uint8Array> {
  const doc = source instanceof PDFDocument ? source : await PDFDocument.load(source, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const count = doc.getPageCount();
  for (const group of groups) {
    const bad = group.pages.find((p) => !Number.isInteger(p) || p < 1 || p > count);
    if (bad !== undefined || group.pages.length === 0) throw new RangeError(`splitPdf: no page ${bad ?? '(none)'} in a document of ${count} pages`);
    const part = await PDFDocument.create({ updateMetadata: false });
    for (const page of await part.copyPages(doc, group.pages.map((p) => p - 1))) part.addPage(page);
    yield await part.save();
  }
}
