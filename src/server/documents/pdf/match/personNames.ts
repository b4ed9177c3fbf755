import { foldText } from './foldText';

/**
 * Words left out of names on both sides: Spanish and Portuguese particles (`María de la Paz`, `João da Silva`,
 * `Ferrer i Puig`), the apostrophe's leftovers (`D'Ors`) and a few Dutch and German ones. A payslip may print them
 * or not, in any case; what identifies the person is the rest.
 */
const PARTICLES = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y', 'I', 'E', 'DA', 'DAS', 'DO', 'DOS', 'D', 'L', 'VAN', 'VON', 'DER', 'DEN', 'DI']);

/** The name words of a folded text, in order: letters only (`GARCÍA-PELAYO, MARÍA` → GARCIA PELAYO MARIA). */
export function nameTokens(folded: string): string[] {
  return folded.split(/[^\p{L}]+/u).filter((word) => word !== '' && !PARTICLES.has(word));
}

/**
 * The word sequences a person's full name is printed as: first name then surnames (`María García López`) or
 * surnames then first name (`GARCÍA LÓPEZ, MARÍA`). None when first or last name is missing, or when the name has a
 * single word in all: too weak to tell people apart.
 */
export function nameSequences(firstName: string | null | undefined, lastName: string | null | undefined): string[][] {
  const first = nameTokens(foldText(firstName ?? ''));
  const last = nameTokens(foldText(lastName ?? ''));
  if (first.length === 0 || last.length === 0) return [];
  const forward = [...first, ...last];
  const backward = [...last, ...first];
  return forward.join(' ') === backward.join(' ') ? [forward] : [forward, backward];
}
