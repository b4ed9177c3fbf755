/** A piece of text on a page as pdf.js gives it: its string, position (PDF units, y upwards) and size. */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pieces whose baselines differ by less than this share of the text height are on one line. */
const SAME_LINE = 0.5;
/** A gap wider than this share of the text height between two pieces of a line is a space. */
const WORD_GAP = 0.15;

/**
 * The page's text in reading order: lines top to bottom, pieces left to right in each line, a space where the page
 * leaves a gap, one line per text line. Independent of the order the producing software drew things in (payroll
 * software often draws labels first and values later). Whitespace runs become one space; compatibility forms are
 * composed (NFKC: ligatures, full-width digits).
 */
export function pageText(pieces: readonly PositionedText[]): string {
  const items = pieces.filter((p) => p.str.trim() !== '' && Number.isFinite(p.x) && Number.isFinite(p.y));
  items.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PositionedText[][] = [];
  let line: PositionedText[] = [];
  let lineY = Number.NaN;
  for (const item of items) {
    const tolerance = Math.max(1, SAME_LINE * Math.max(item.height, 1));
    if (line.length > 0 && Math.abs(lineY - item.y) <= tolerance) line.push(item);
    else {
      if (line.length > 0) lines.push(line);
      line = [item];
      lineY = item.y;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines
    .map((pieces) => {
      pieces.sort((a, b) => a.x - b.x);
      let text = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const piece of pieces) {
        if (text !== '' && piece.x - end > WORD_GAP * Math.max(piece.height, 1)) text += ' ';
        text += piece.str;
        end = Math.max(end, piece.x + piece.width);
      }
      return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
    })
    .filter((text) => text !== '')
    .join('\n');
}
