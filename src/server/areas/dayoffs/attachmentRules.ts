import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { engineTableOf } from '../../engine/tables';
import { ApiError, fieldError, validationError } from '../../http/apiError';
import { ATTACHMENTS_MAX, type Attachment } from './attachmentFiles';

/** Whether the reason (of the caller's company) asks for a supporting document; an unknown one is checked elsewhere. */
export async function reasonRequiresAttachment(tx: Db, auth: AuthContext, typeId: string): Promise<boolean> {
  const t = engineTableOf('dayofftypes');
  const [row] = (await tx.select().from(t.table).where(and(eq(t.id, typeId), eq(t.companyId, auth.company.id))).limit(1)) as Record<string, unknown>[];
  return row?.requiresAttachment === true;
}

/**
 * A request's attachments after a write: at most ATTACHMENTS_MAX in all (400 `maxItems` on `attachments`), and at
 * least one when its reason has `requiresAttachment` (400 ATTACHMENT_REQUIRED on `attachments`).
 */
export async function checkAttachments(tx: Db, auth: AuthContext, typeId: string, attachments: Attachment[], requiresAttachment?: boolean): Promise<void> {
  if (attachments.length > ATTACHMENTS_MAX) throw validationError([{ ...fieldError('attachments', 'maxItems'), params: { limit: ATTACHMENTS_MAX } }]);
  // the reason is read once per write: a caller that has it says what it asks
  if (attachments.length === 0 && (requiresAttachment ?? (await reasonRequiresAttachment(tx, auth, typeId)))) {
    throw new ApiError(400, 'ATTACHMENT_REQUIRED', { errors: [fieldError('attachments', 'ATTACHMENT_REQUIRED')] });
  }
}
