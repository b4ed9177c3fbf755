import { request } from '../providers/http';

/** One entry of a request's `attachments` (schemas/dayoff.schema.json). */
export interface DayoffAttachment {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** Mirrors src/server/areas/dayoffs/attachmentFiles.ts: checked here first, the server decides. */
export const ATTACHMENTS_MAX = 3;
export const ATTACHMENT_MAX_BYTES = 5 * 1_048_576;
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';
const ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
export const looksAccepted = (file: File): boolean => ACCEPTED_TYPES.includes(file.type) || /\.(pdf|png|jpe?g|webp)$/i.test(file.name);

export const attachmentsOf = (value: unknown): DayoffAttachment[] => (Array.isArray(value) ? (value as DayoffAttachment[]) : []);

/**
 * Open an attachment in a new tab. It is served only with the session's token (GET /dayoffs/:id/attachments/:fileId),
 * which a plain link cannot send: fetched, then opened as a blob URL.
 */
export async function openAttachment(dayoffId: string, attachment: DayoffAttachment): Promise<void> {
  const res = await request<Response>(`/dayoffs/${dayoffId}/attachments/${attachment.id}`, { raw: true });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.target = '_blank';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the new tab has loaded it by then; the URL would otherwise live as long as this page
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const formatSize = (bytes: number): string => (bytes >= 1_048_576 ? `${Math.round((bytes / 1_048_576) * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
