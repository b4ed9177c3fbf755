/** Accidents at work (issue 23 item 1): the shapes and rules client and server share. */

export const ACCIDENT_TYPES = ['atWork', 'commuting', 'nearMiss'] as const;
export type AccidentType = (typeof ACCIDENT_TYPES)[number];

/** reported → investigated → closed: a status only moves forward (a closed file is reopened by a new record). */
export const ACCIDENT_STATUSES = ['reported', 'investigated', 'closed'] as const;
export type AccidentStatus = (typeof ACCIDENT_STATUSES)[number];

export const statusMovesForward = (from: string, to: string): boolean =>
  ACCIDENT_STATUSES.indexOf(to as AccidentStatus) >= ACCIDENT_STATUSES.indexOf(from as AccidentStatus);

/** One person involved. */
export interface AccidentPerson {
  collaborator: string;
  stoppedWork?: boolean;
  /** typed only when no absence is linked */
  daysLost?: number | null;
  injury?: string | null;
  bodyPart?: string | null;
  /** the person's medical leave (an absence request id) */
  absence?: string | null;
}

/** The health data of a person involved: shown, written and exported only with the `accidents-medical` grant. */
export const MEDICAL_FIELDS = ['injury', 'bodyPart', 'absence'] as const satisfies readonly (keyof AccidentPerson)[];
