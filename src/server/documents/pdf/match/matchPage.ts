import type { MatchCandidate, MatchReason } from '../../../../shared/documents/matching';
import { documentNumberCandidates } from './documentNumberKeys';
import { foldText } from './foldText';
import { pageMarker, type PageMarker } from './pageMarker';
import type { PeopleIndex } from './peopleIndex';
import { nameTokens } from './personNames';

/** What one page says about whom it belongs to. */
export interface PageMatch {
  /** the person recognised, null when nobody or more than one */
  userId: string | null;
  reason: MatchReason;
  candidates: MatchCandidate[];
  /** its printed numbering ("Página 1 de 2"), if any */
  marker: PageMarker | null;
}

/** People whose document number the page shows. */
function documentHits(folded: string, index: PeopleIndex): Set<string> {
  const ids = new Set<string>();
  for (const candidate of documentNumberCandidates(folded)) for (const id of index.documents.get(candidate) ?? []) ids.add(id);
  return ids;
}

/**
 * People whose full name the page shows as consecutive words. A name found inside a longer one found too is not
 * counted: on a page for `Ana Martín García`, the person `Ana Martín` is not a second candidate.
 */
function nameHits(folded: string, index: PeopleIndex): Set<string> {
  const words = nameTokens(folded);
  const hits: { userId: string; start: number; end: number }[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    for (const entry of index.names.get(`${words[i]} ${words[i + 1]}`) ?? []) {
      const { words: name } = entry;
      let k = 2;
      while (k < name.length && words[i + k] === name[k]) k++;
      if (k === name.length) hits.push({ userId: entry.userId, start: i, end: i + k });
    }
  }
  const inside = (a: (typeof hits)[number], b: (typeof hits)[number]) =>
    b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start;
  return new Set(hits.filter((hit) => !hits.some((other) => inside(hit, other))).map((hit) => hit.userId));
}

const candidate = (userId: string, byNumber: boolean, byName: boolean): MatchCandidate => ({
  userId,
  reason: byNumber && byName ? 'DOCUMENT_NUMBER_AND_NAME' : byNumber ? 'DOCUMENT_NUMBER' : 'NAME',
});

/**
 * Who a page belongs to (rules and confidences: README.md):
 * - one person's document number: theirs (with their name too: DOCUMENT_NUMBER_AND_NAME), unless the page names
 *   other people and never them — then the evidence disagrees and the page is AMBIGUOUS;
 * - several people's document numbers: the one whose name is printed too, if exactly one; else AMBIGUOUS;
 * - no document number: the one person whose full name is printed (NAME), several (AMBIGUOUS) or nobody (NONE).
 * Other names on a page whose owner is named (a signatory, a manager) are ignored.
 */
export function matchPage(text: string, index: PeopleIndex): PageMatch {
  const folded = foldText(text);
  const marker = pageMarker(folded);
  const byNumber = documentHits(folded, index);
  const byName = nameHits(folded, index);
  const one = (userId: string): PageMatch => {
    const c = candidate(userId, true, byName.has(userId));
    return { userId, reason: c.reason, candidates: [c], marker };
  };
  const ambiguous = (ids: Iterable<string>): PageMatch => ({
    userId: null, reason: 'AMBIGUOUS', marker,
    candidates: [...ids].map((id) => candidate(id, byNumber.has(id), byName.has(id))),
  });

  if (byNumber.size === 1) {
    const [userId] = byNumber;
    return byName.size > 0 && !byName.has(userId) ? ambiguous([userId, ...byName]) : one(userId);
  }
  if (byNumber.size > 1) {
    const named = [...byNumber].filter((id) => byName.has(id));
    return named.length === 1 ? one(named[0]) : ambiguous(named.length > 1 ? named : byNumber);
  }
  if (byName.size === 1) {
    const [userId] = byName;
    return { userId, reason: 'NAME', candidates: [candidate(userId, false, true)], marker };
  }
  if (byName.size > 1) return ambiguous(byName);
  return { userId: null, reason: 'NONE', candidates: [], marker };
}
