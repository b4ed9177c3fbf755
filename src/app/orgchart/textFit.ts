/** Fit a text into at most `maxLines` lines of `maxWidth` (SVG has no wrapping): words wrap, the last line ends in "…". */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number, maxLines = 2): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines && lines.every((l) => measure(l) <= maxWidth)) return lines;
  // the last line takes all the rest of the text and is cut to fit, as is a single word longer than a line
  const kept = lines.length > maxLines ? [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')] : lines;
  return kept.map((l) => {
    if (measure(l) <= maxWidth) return l;
    let cut = l;
    while (cut.length > 1 && measure(`${cut}…`) > maxWidth) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  });
}

let context: CanvasRenderingContext2D | null | undefined;

/** Width of a text in the given CSS font, measured by a hidden canvas (a rough estimate where there is none). */
export function measureText(text: string, font: string): number {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return text.length * 7.5;
  context.font = font;
  return context.measureText(text).width;
}
