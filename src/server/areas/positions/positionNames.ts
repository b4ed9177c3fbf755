/**
 * When does a collaborator hold a position? users.position is free text typed by people (or imported), while a
 * position row names the job once. They match case-insensitively, with spaces collapsed, and a name written in the
 * Spanish inclusive form ("Encargado/a de tienda", "Director(a)") also matches each gendered spelling
 * ("Encargado de tienda", "Encargada de tienda"), which is how payrolls write the job of one person.
 */

/** The comparison key of a position text: trimmed, spaces collapsed, lower case. */
export const positionKey = (text: string): string => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');

/** A word carrying the inclusive ending: "Encargado/a", "Jefe/a", "Director/a", "Director(a)". */
const INCLUSIVE = /(\p{L}+)(?:\/a|\(a\))(?=$|[^\p{L}])/giu;

/** The feminine of a masculine word: final o/e becomes a (Encargado → Encargada, Jefe → Jefa), else add a (Director). */
const feminine = (word: string): string => (/[oe]$/i.test(word) ? `${word.slice(0, -1)}a` : `${word}a`);

/** Every key that counts as this position: the name itself and, for an inclusive name, both gendered forms. */
export function positionAliases(name: string): string[] {
  const keys = new Set([positionKey(name)]);
  keys.add(positionKey(name.replace(INCLUSIVE, (_, word: string) => word)));
  keys.add(positionKey(name.replace(INCLUSIVE, (_, word: string) => feminine(word))));
  return [...keys];
}
