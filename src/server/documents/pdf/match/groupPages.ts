import { MATCH_CONFIDENCE, type MatchCandidate, type MatchedDocument } from '../../../../shared/documents/matching';
import type { PageMatch } from './matchPage';
import { continuesNumbering } from './pageMarker';

/** A document being gathered: its pages so far and what they say together. */
interface Draft {
  pages: number[];
  last: PageMatch;
  userId: string | null;
  ambiguous: MatchCandidate[] | null;
  byNumber: boolean;
  byName: boolean;
}

const draftOf = (page: number, match: PageMatch): Draft => ({
  pages: [page],
  last: match,
  userId: match.userId,
  ambiguous: match.reason === 'AMBIGUOUS' ? match.candidates : null,
  byNumber: match.reason === 'DOCUMENT_NUMBER' || match.reason === 'DOCUMENT_NUMBER_AND_NAME',
  byName: match.reason === 'NAME' || match.reason === 'DOCUMENT_NUMBER_AND_NAME',
});

const sameIds = (a: MatchCandidate[], b: MatchCandidate[]) =>
  a.length === b.length && a.every((x) => b.some((y) => y.userId === x.userId));

/**
 * Does `match` carry on `draft`? See README.md "Grouping": the same person on the next page does (unless the page
 * says it is the first of a document); any other page only when its printed numbering follows the previous page's
 * ("Página 2 de 2" after "Página 1 de 2") and what it says does not contradict the document (nobody recognised, or
 * the same person among its candidates).
 */
function continues(draft: Draft, match: PageMatch): boolean {
  if (match.marker?.index === 1) return false;
  if (draft.userId !== null && match.userId === draft.userId) return true;
  if (!continuesNumbering(draft.last.marker, match.marker)) return false;
  if (match.reason === 'NONE') return true;
  if (draft.userId === null && draft.ambiguous === null) return true; // an unrecognised first page, now recognised
  if (draft.userId !== null) return match.reason === 'AMBIGUOUS' && match.candidates.some((c) => c.userId === draft.userId);
  if (match.userId !== null) return draft.ambiguous!.some((c) => c.userId === match.userId);
  return sameIds(draft.ambiguous!, match.candidates);
}

function absorb(draft: Draft, page: number, match: PageMatch): void {
  draft.pages.push(page);
  draft.last = match;
  if (match.userId === null) return;
  if (draft.userId === null) {
    draft.userId = match.userId;
    draft.ambiguous = null;
  }
  if (match.userId === draft.userId) {
    draft.byNumber ||= match.reason === 'DOCUMENT_NUMBER' || match.reason === 'DOCUMENT_NUMBER_AND_NAME';
    draft.byName ||= match.reason === 'NAME' || match.reason === 'DOCUMENT_NUMBER_AND_NAME';
  }
}

function finish(draft: Draft): MatchedDocument {
  if (draft.userId !== null) {
    const reason = draft.byNumber && draft.byName ? 'DOCUMENT_NUMBER_AND_NAME' : draft.byNumber ? 'DOCUMENT_NUMBER' : 'NAME';
    return { pages: draft.pages, userId: draft.userId, confidence: MATCH_CONFIDENCE[reason], reason, candidates: [{ userId: draft.userId, reason }] };
  }
  if (draft.ambiguous) return { pages: draft.pages, userId: null, confidence: MATCH_CONFIDENCE.AMBIGUOUS, reason: 'AMBIGUOUS', candidates: draft.ambiguous };
  return { pages: draft.pages, userId: null, confidence: MATCH_CONFIDENCE.NONE, reason: 'NONE', candidates: [] };
}

/** The documents of an upload from its pages' matches, in page order; pages are numbered from 1. */
export function groupPages(matches: readonly PageMatch[]): MatchedDocument[] {
  const documents: MatchedDocument[] = [];
  let draft: Draft | null = null;
  matches.forEach((match, i) => {
    if (draft && continues(draft, match)) absorb(draft, i + 1, match);
    else {
      if (draft) documents.push(finish(draft));
      draft = draftOf(i + 1, match);
    }
  });
  if (draft) documents.push(finish(draft));
  return documents;
}
