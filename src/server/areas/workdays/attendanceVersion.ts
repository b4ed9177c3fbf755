/**
 * In-process version of each company's attendance data (marks, workdays, shifts), bumped after every committed
 * write. Caches of figures built from that data (the dashboard's) put it in their keys, so in this process a new
 * mark, a corrected workday or a moved shift shows at once; another process sharing the database sees it when its
 * short-lived cache entry expires.
 */
const versions = new Map<string, number>();

export function attendanceChanged(companyId: string): void {
  versions.set(companyId, (versions.get(companyId) ?? 0) + 1);
}

export function attendanceVersion(companyId: string): number {
  return versions.get(companyId) ?? 0;
}
