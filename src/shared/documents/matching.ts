/**
 * What the payroll split-and-match job answers for each document it cut out of an uploaded PDF, shared by the server
 * (src/server/documents/pdf) and the browser (review screen: reason and confidence labels, `documents.match.*`).
 */

/**
 * Why a document was given to a collaborator, or why not:
 * - DOCUMENT_NUMBER_AND_NAME: their document number and their full name are printed on it;
 * - DOCUMENT_NUMBER: their document number only; NAME: their full name only;
 * - AMBIGUOUS: the evidence points at two or more people (see `candidates`), nobody is assigned;
 * - NONE: nobody of the company was recognised.
 */
export const MATCH_REASONS = ['DOCUMENT_NUMBER_AND_NAME', 'DOCUMENT_NUMBER', 'NAME', 'AMBIGUOUS', 'NONE'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** Confidence (0..1) of each reason: a document number identifies a person, a full name may be a namesake. */
export const MATCH_CONFIDENCE: Record<MatchReason, number> = {
  DOCUMENT_NUMBER_AND_NAME: 0.99,
  DOCUMENT_NUMBER: 0.9,
  NAME: 0.6,
  AMBIGUOUS: 0,
  NONE: 0,
};

/** At or above this confidence a match can be confirmed without a look; below it an administrator reviews it. */
export const REVIEW_BELOW_CONFIDENCE = 0.85;

export type ConfidenceLevel = 'high' | 'medium' | 'none';

/** The label of a confidence (`documents.match.confidence.<level>`): high needs no review, medium does, none is unassigned. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= REVIEW_BELOW_CONFIDENCE) return 'high';
  return confidence > 0 ? 'medium' : 'none';
}

/** One person a document may belong to, and what pointed at them. */
export interface MatchCandidate {
  userId: string;
  reason: 'DOCUMENT_NUMBER_AND_NAME' | 'DOCUMENT_NUMBER' | 'NAME';
}

/** One document cut out of the upload: its pages (1-based, as a PDF viewer numbers them) and who it belongs to. */
export interface MatchedDocument {
  pages: number[];
  /** null for AMBIGUOUS and NONE: nobody is assigned automatically */
  userId: string | null;
  confidence: number;
  reason: MatchReason;
  /** the assigned person, or every person an AMBIGUOUS document may belong to; empty for NONE */
  candidates: MatchCandidate[];
}

/** Progress of a split job: the phase, and how many of its units (pages, then documents) are done. */
export type SplitPhase = 'inspect' | 'extract' | 'match' | 'split';
export interface SplitProgress {
  phase: SplitPhase;
  done: number;
  total: number;
}
