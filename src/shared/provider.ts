/** The provider's console (issue 24): the company flags it edits and what its list answers. */
export const FLAG_KEYS = ['documentsVersion', 'noveltiesVersion', 'payrollIntegration', 'positionsTree', 'employeePortal', 'reviewsApprovals', 'employerRecords', 'novelties'] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
/** the two versions take V1 or V2, the rest are on/off */
export const VERSION_FLAGS: readonly FlagKey[] = ['documentsVersion', 'noveltiesVersion'];

export interface ConsoleCompany {
  id: string;
  name: string;
  slug: string;
  plan: string;
  subscriptionStatus: string;
  status: 'active' | 'suspended';
  seatsUsed: number;
  seatsContracted: number;
  createdAt: string;
  lastActivityAt: string | null;
  flags: Record<string, unknown>;
}
