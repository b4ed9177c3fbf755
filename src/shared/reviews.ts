/** Workday error reports (spec §3, §4): the states and the shape every review endpoint answers. */

/** PENDING until somebody decides, then APPROVED or REJECTED for good. */
export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type Decision = (typeof DECISIONS)[number];

/** One error report as POST /workdays/reviews/getFiltered and the decision endpoints answer it. */
export interface Review {
  id: string;
  workdayId: string;
  userId: string;
  userName: string;
  numberOfDocument: string | null;
  branchId: string | null;
  branchName: string | null;
  /** the workday's local date */
  date: string;
  /** the person's time zone (their main unit's): the workday's times are shown in it */
  timeZone: string;
  kind: string;
  status: ReviewStatus;
  reason: string | null;
  reviewedBy: { id: string; name: string } | null;
  reviewedAt: string | null;
  createdAt: string;
  workday: { state: string; firstIn: string; lastOut: string | null; workedMinutes: number };
}

export interface ReviewFilters {
  /** one status or several (the inbox's history asks for APPROVED and REJECTED); none = all */
  status?: ReviewStatus | ReviewStatus[];
  /** one review (a notice's link): shown to whoever may see it, whatever its status and approval step */
  id?: string;
  kind?: string;
  branch?: string;
  userId?: string;
  reviewedBy?: string;
  date?: { gte?: string; lte?: string };
  q?: string;
}
