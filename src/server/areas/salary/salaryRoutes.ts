import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { companies, fileNodes, hubDocuments, salarySlips, users } from '../../db/schema';
import { ApiError, notFound, validationError, fieldError } from '../../http/apiError';
import { localeOf } from '../../http/errorHandler';
import { inUploadSlot } from '../../http/uploadSlots';
import type { Db } from '../../db/client';
import { folderTypes } from '../../engine/storage/productTables';
import { unitScopeOf } from '../../permissions/unitScope';
import { deliverDocument } from '../documentHub/deliverDocument';
import { checkPersonInScope, documentScope, documentViews } from '../documentHub/documentViews';
import { envelopeOf, refreshEnvelope } from '../documentHub/envelopeRecords';
import { envelopeStatus } from '../documentHub/envelopeRoutes';
import { jobObject, storeGroups } from '../documentHub/groupUploads';
import { readPdfUpload } from '../documentHub/pdfUploads';
import { idParams, uuid } from '../documentHub/schemas';
import { documentStore, removeStoredFiles } from '../fileSystem/documentStore';
import { integrationErrors } from './integrationErrors';
import { lastUploadStatus, uploadGroup } from './uploadGroup';
import { notifyNow } from '../notifications';

const tags = ['salary'];
/** Spec §9: the slips list pages by 500. */
export const SLIP_PAGE_DEFAULT = 500;
/** The folder slips are delivered into when the company has no folder type of that name. */
export const SLIPS_FOLDER = 'Nóminas';

/** The company's folder type for slips ("Nóminas"), when it has one: slips land in the person's folder of that type. */
async function slipsFolderTypeOf(tx: Db, companyId: string): Promise<string | null> {
  const [row] = await tx.select({ id: folderTypes.id }).from(folderTypes)
    .where(and(eq(folderTypes.companyId, companyId), sql`lower(${folderTypes.title}) = lower(${SLIPS_FOLDER})`)).limit(1);
  return row?.id ?? null;
}

/**
 * Salary settlements' calls (spec §7 Salary, docs/api/documents.md): the bulk slips file in, its check, the
 * confirmation that makes the slips, the slips list and their removal.
 */
export function registerSalaryRoutes(api: FastifyInstance): void {
  const store = documentStore(api);

  for (const path of ['/salaries/bulkSalary', '/salaries/bulkSalary/compress'] as const) {
    const many = path.endsWith('compress');
    api.post(path, {
      config: { module: 'salary', action: 'POST' },
      schema: {
        tags,
        summary: many
          ? 'Upload many slip PDFs or a ZIP of them for a settlement (field settlementId): checked, stored and queued'
          : 'Upload the payroll PDF of a settlement (field settlementId): checked, stored and queued for split and match',
      },
    }, async (request, reply) => {
      const auth = requireAuth(request.auth);
      // a heavy upload: PDFs and ZIPs held in memory until stored (src/server/http/uploadSlots.ts)
      const { settlementId, groups, jobId } = await inUploadSlot(reply, auth.company.id, async () => {
        const upload = await readPdfUpload(request, { maxFiles: many ? 500 : 1, allowedFields: ['settlementId'] });
        const settlementId = upload.fields.settlementId ?? '';
        if (!/^[0-9a-f-]{36}$/i.test(settlementId)) throw validationError([fieldError('settlementId', 'required')]);
        return { settlementId, ...(await storeGroups(api, auth, { envelopeId: settlementId, isSettlement: true, files: upload.files, process: true })) };
      });
      return reply.code(201).send({ data: { settlementId, group: uploadGroup(groups), job: jobObject(jobId!, settlementId, true) } });
    });
  }

  api.get<{ Params: { id: string } }>('/salaries/bulkSalary/check/:id', {
    config: { module: 'salary', action: 'GET' },
    schema: { tags, summary: "A settlement's processing: status, last status, job, the matches to confirm, the integration's errors", params: idParams() },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const status = await envelopeStatus(api, auth, request.params.id, true);
    const scope = await documentScope(api.db, auth);
    const rows = await api.db.select().from(hubDocuments)
      .where(and(eq(hubDocuments.companyId, auth.company.id), eq(hubDocuments.envelopeId, request.params.id), scope ?? undefined))
      .orderBy(asc(hubDocuments.seq));
    const matches = await documentViews(api.db, auth.company.id, rows);
    const lastStatus = lastUploadStatus(status.groups);
    // the flag is read now, not from the session's company (an implementer may have just switched it on)
    const [company] = await api.db.select({ flags: companies.flags }).from(companies).where(eq(companies.id, auth.company.id));
    const errors = (company?.flags as Record<string, unknown> | null)?.payrollIntegration
      ? await integrationErrors(api.db, auth.company.id, matches, localeOf(request)) : [];
    return { data: { ...status, lastStatus, matches, errors } };
  });

  api.post<{ Body: { matches: { documentId: string; userId: string }[]; period: string; settlementId: string } }>('/companies/settlement/bulkSalary/confirm', {
    config: { module: 'salary', action: 'POST' },
    schema: {
      tags, summary: 'Confirm the matches of a settlement: one slip per person, in their files',
      body: {
        type: 'object', required: ['matches', 'period', 'settlementId'], additionalProperties: false,
        properties: {
          matches: { type: 'array', maxItems: 10_000, items: { type: 'object', required: ['documentId', 'userId'], additionalProperties: false, properties: { documentId: uuid, userId: uuid } } },
          period: { type: 'string', minLength: 1, maxLength: 40 },
          settlementId: uuid,
        },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { matches, period, settlementId } = request.body;
    const written: string[] = [];
    try {
      const created = await api.db.transaction(async (tx) => {
        const settlement = await envelopeOf(tx, auth, settlementId, true, true);
        const docs = matches.length ? await tx.select().from(hubDocuments).where(and(
          eq(hubDocuments.companyId, auth.company.id), eq(hubDocuments.envelopeId, settlementId), inArray(hubDocuments.id, matches.map((m) => m.documentId)),
        )).for('update') : [];
        const byId = new Map(docs.map((d) => [d.id, d]));
        const toConfirm = matches.filter((m) => byId.get(m.documentId)?.status !== 'DELIVERED');
        if (toConfirm.length === 0) throw new ApiError(409, 'NOTHING_TO_CONFIRM');
        const slipsFolderType = await slipsFolderTypeOf(tx, auth.company.id);
        const fileName = `${settlement.title.replace(/[\\/:*?"<>|]/g, ' ').trim() || 'Nómina'} ${period}.pdf`;
        for (const m of toConfirm) {
          const doc = byId.get(m.documentId);
          if (!doc) throw notFound('DOCUMENT_NOT_FOUND');
          await checkPersonInScope(tx, auth, m.userId);
          const fileId = await deliverDocument(tx, store, { ...doc, userId: m.userId }, {
            folderTypeId: slipsFolderType, fallbackFolder: SLIPS_FOLDER, fileName, source: 'SALARY', createdBy: auth.user.id, written,
          });
          await tx.update(hubDocuments).set({ userId: m.userId }).where(eq(hubDocuments.id, doc.id));
          const [slip] = await tx.insert(salarySlips).values({ companyId: auth.company.id, settlementId, userId: m.userId, documentId: doc.id, fileId, period, createdBy: auth.user.id }).returning({ id: salarySlips.id });
          await writeAudit(tx, auth, { entity: 'salarySlips', entityId: slip.id, action: 'create', changes: { settlementId, userId: m.userId, period } });
        }
        await refreshEnvelope(tx, auth.company.id, settlementId, true);
        return toConfirm.length;
      });
      const settlement = await envelopeOf(api.db, auth, settlementId, true);
      // each person hears their slip is there, on the company's "employeePayroll" channels (mail, SMS)
      await notifyNow(api, {
        companyId: auth.company.id, kind: 'SLIP_PUBLISHED', channel: 'employeePayroll', recipients: [], people: [...new Set(matches.map((m) => m.userId))],
        params: { title: settlement.title, period }, entity: 'settlements', entityId: settlementId, createdBy: auth.user.id,
      }).catch((err) => request.log.warn({ err }, 'the slips were created; telling their people failed'));
      return { data: { created, settlement } };
    } catch (err) {
      await removeStoredFiles(store, auth.company.id, written);
      throw err;
    }
  });

  api.post<{ Body: { skip?: number; limit?: number; settlementId: string } }>('/companies/settlement/salary/getFiltered', {
    config: { module: 'salary', action: 'GET' },
    schema: {
      tags, summary: "A settlement's slips, by person (pages of 500 by default)",
      body: {
        type: 'object', required: ['settlementId'], additionalProperties: false,
        properties: { skip: { type: 'integer', minimum: 0, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 5000, default: SLIP_PAGE_DEFAULT }, settlementId: uuid },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { skip = 0, limit = SLIP_PAGE_DEFAULT, settlementId } = request.body;
    await envelopeOf(api.db, auth, settlementId, true);
    const scope = await unitScopeOf(api.db, auth);
    const where = and(
      eq(salarySlips.companyId, auth.company.id), eq(salarySlips.settlementId, settlementId),
      scope ? (scope.size ? inArray(users.mainBranch, [...scope]) : sql`false`) : undefined,
    );
    const [rows, [{ count }]] = await Promise.all([
      api.db.select({
        id: salarySlips.id, settlementId: salarySlips.settlementId, userId: salarySlips.userId, period: salarySlips.period,
        fileId: salarySlips.fileId, createdAt: salarySlips.createdAt,
        firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument,
      }).from(salarySlips).innerJoin(users, eq(users.id, salarySlips.userId)).where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), desc(salarySlips.createdAt)).limit(limit).offset(skip),
      api.db.select({ count: sql<number>`count(*)::int` }).from(salarySlips).innerJoin(users, eq(users.id, salarySlips.userId)).where(where),
    ]);
    const salaries = rows.map(({ firstName, lastName, numberOfDocument, ...s }) => ({ ...s, user: { id: s.userId, firstName, lastName, numberOfDocument } }));
    return { data: { salaries, count } };
  });

  api.delete<{ Params: { id: string } }>('/companies/settlement/salary/:id', {
    config: { module: 'salary', action: 'DELETE' },
    schema: { tags, summary: 'Remove one slip and its file', params: idParams() },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const stored = await api.db.transaction(async (tx) => {
      const [slip] = await tx.select().from(salarySlips).where(and(eq(salarySlips.id, request.params.id), eq(salarySlips.companyId, auth.company.id))).for('update');
      if (!slip) throw notFound('SLIP_NOT_FOUND');
      await checkPersonInScope(tx, auth, slip.userId);
      let storedName: string | null = null;
      if (slip.fileId) {
        const [node] = await tx.delete(fileNodes).where(eq(fileNodes.id, slip.fileId)).returning({ storedName: fileNodes.storedName });
        storedName = node?.storedName ?? null;
      }
      await tx.delete(salarySlips).where(eq(salarySlips.id, slip.id));
      // its document goes back to be confirmed again, if it is still there
      if (slip.documentId) await tx.update(hubDocuments).set({ status: 'MATCHED', deliveredNodeId: null }).where(eq(hubDocuments.id, slip.documentId));
      await refreshEnvelope(tx, auth.company.id, slip.settlementId, true);
      await writeAudit(tx, auth, { entity: 'salarySlips', entityId: slip.id, action: 'delete', changes: { settlementId: slip.settlementId, userId: slip.userId, period: slip.period } });
      return storedName;
    });
    await removeStoredFiles(store, auth.company.id, [stored]);
    return { data: { id: request.params.id } };
  });
}
