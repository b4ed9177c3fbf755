import { documentNumberKeys } from './documentNumberKeys';
import { nameSequences } from './personNames';

/** A collaborator as the matcher needs them. */
export interface MatchPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  numberOfDocument: string | null;
}

interface NameEntry {
  userId: string;
  words: string[];
}

/**
 * The company's people indexed for lookups by what a page shows, so matching costs a few map reads per page word
 * whatever the number of people (2,000 pages × 10,000 people is no product of the two):
 * - `documents`: every spelling of every document number (documentNumberKeys) → the people with it;
 * - `names`: the first two words of every way a full name is printed (nameSequences) → those sequences.
 */
export interface PeopleIndex {
  documents: Map<string, string[]>;
  names: Map<string, NameEntry[]>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function buildPeopleIndex(people: readonly MatchPerson[]): PeopleIndex {
  const documents = new Map<string, string[]>();
  const names = new Map<string, NameEntry[]>();
  for (const person of people) {
    for (const key of documentNumberKeys(person.numberOfDocument)) {
      const ids = documents.get(key);
      if (!ids) documents.set(key, [person.id]);
      else if (!ids.includes(person.id)) ids.push(person.id);
    }
    for (const words of nameSequences(person.firstName, person.lastName)) push(names, `${words[0]} ${words[1]}`, { userId: person.id, words });
  }
  return { documents, names };
}
