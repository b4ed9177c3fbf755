/** "Página 2 de 3" as numbers: this page is the `index`th of a document of `count` pages. */
export interface PageMarker {
  index: number;
  count: number;
}

/**
 * Page numbering printed on a folded page text: `PÁGINA 2 DE 3`, `Pág. 2/3`, `Hoja 2 de 3`, `Page 2 of 3`,
 * `Folha 2 de 3`, `Página nº 2 de 3`. A word must come first: a bare `2/3` is as often a date or a ratio.
 */
const MARKER = /\b(?:PAGINA|PAG|HOJA|FOLIO|PAGE|FOLHA)\b\.?\s*(?:N[O°]?\.?\s*)?(\d{1,4})\s*(?:DE|OF|\/)\s*(\d{1,4})\b/;

export function pageMarker(folded: string): PageMarker | null {
  const m = MARKER.exec(folded);
  if (!m) return null;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return index >= 1 && index <= count ? { index, count } : null;
}

/** Does `next` carry on the document `previous` belongs to, by their numbering alone (`1 de 2` then `2 de 2`)? */
export const continuesNumbering = (previous: PageMarker | null, next: PageMarker | null): boolean =>
  previous !== null && next !== null && next.count === previous.count && next.index === previous.index + 1;
