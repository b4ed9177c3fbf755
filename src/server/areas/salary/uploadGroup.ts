import { groupView, type GroupRow } from '../documentHub/groupUploads';

type GroupStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
type GroupLike = { status: string; jobId: string | null };

/**
 * The status of PDFs processed together: FAILED when any failed, PROCESSING while any is being processed, PENDING
 * while any waits, COMPLETED when every one is done. A ZIP of 40 slips with one bad PDF is not COMPLETED.
 */
export function combinedStatus(statuses: string[]): GroupStatus {
  for (const status of ['FAILED', 'PROCESSING', 'PENDING'] as const) if (statuses.includes(status)) return status;
  return statuses.length ? 'COMPLETED' : 'PENDING';
}

/**
 * One upload of a settlement (POST /salaries/bulkSalary and /compress) as the one `group` docs/api/documents.md
 * answers: each PDF is stored, split and matched as its own document group (`files`), their status combined.
 */
export function uploadGroup(groups: GroupRow[]) {
  const files = groups.map(groupView);
  return {
    ids: files.map((f) => f.id),
    jobId: files[0]?.jobId ?? null,
    status: combinedStatus(files.map((f) => f.status)),
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    files,
  };
}

/** `lastStatus` of the check: every group of the last upload (its job), not only the last PDF of it. */
export function lastUploadStatus(groups: GroupLike[]): GroupStatus {
  const lastJob = groups.at(-1)?.jobId ?? null;
  return combinedStatus(groups.filter((g) => g.jobId === lastJob).map((g) => g.status));
}
