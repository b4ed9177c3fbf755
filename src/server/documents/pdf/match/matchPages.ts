import type { MatchedDocument } from '../../../../shared/documents/matching';
import { groupPages } from './groupPages';
import { matchPage, type PageMatch } from './matchPage';
import { buildPeopleIndex, type MatchPerson, type PeopleIndex } from './peopleIndex';

export type { MatchPerson, PeopleIndex };
export { buildPeopleIndex };

const isIndex = (people: readonly MatchPerson[] | PeopleIndex): people is PeopleIndex => !Array.isArray(people);

/**
 * The documents in an upload's pages (one text per page, in order) and whom each belongs to. Pure: the same texts
 * and people always give the same answer. Pass a built index when matching several uploads against one company.
 */
export function matchPages(pageTexts: readonly string[], people: readonly MatchPerson[] | PeopleIndex, onPage?: (done: number) => void): MatchedDocument[] {
  const index = isIndex(people) ? people : buildPeopleIndex(people);
  const matches: PageMatch[] = pageTexts.map((text, i) => {
    const match = matchPage(text, index);
    onPage?.(i + 1);
    return match;
  });
  return groupPages(matches);
}
