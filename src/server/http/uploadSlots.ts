import type { FastifyReply } from 'fastify';
import { ApiError } from './apiError';

/**
 * Heavy uploads (ZIPs and PDFs that are inflated or held in memory: pictures, payrolls, document hub files,
 * spreadsheets) running at once. Each may hold its upload and what it inflates (README "Memory budget"), so the
 * process takes at most PER_PROCESS of them and one company at most PER_COMPANY (one customer's burst leaves room
 * for the others); the next one is answered 429 TOO_MANY_REQUESTS with Retry-After, before its body is read.
 */
export const HEAVY_UPLOADS_PER_PROCESS = 6;
export const HEAVY_UPLOADS_PER_COMPANY = 4;
/** Seconds a refused upload is told to wait: a heavy upload takes a few seconds once its bytes are in. */
export const HEAVY_UPLOAD_RETRY_SECONDS = 5;

let running = 0;
const byCompany = new Map<string, number>();

/** Takes a slot for `companyId`, or refuses; the returned function gives it back (once). */
export function takeUploadSlot(companyId: string): () => void {
  const mine = byCompany.get(companyId) ?? 0;
  if (running >= HEAVY_UPLOADS_PER_PROCESS || mine >= HEAVY_UPLOADS_PER_COMPANY) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS', { detail: `retry after ${HEAVY_UPLOAD_RETRY_SECONDS} s` });
  }
  running += 1;
  byCompany.set(companyId, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running -= 1;
    const left = (byCompany.get(companyId) ?? 1) - 1;
    if (left > 0) byCompany.set(companyId, left);
    else byCompany.delete(companyId);
  };
}

/** Runs one heavy upload in a slot of the caller's company; a full house answers 429 with Retry-After. */
export async function inUploadSlot<T>(reply: FastifyReply, companyId: string, run: () => Promise<T>): Promise<T> {
  let release: () => void;
  try {
    release = takeUploadSlot(companyId);
  } catch (err) {
    void reply.header('retry-after', String(HEAVY_UPLOAD_RETRY_SECONDS));
    throw err;
  }
  try {
    return await run();
  } finally {
    release();
  }
}
