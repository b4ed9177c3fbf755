import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../db/client';
import { documentGroups, fileNodes, hubDocuments, salarySlips } from '../db/schema';
import { activeCollaborators } from '../documents/pdf/payroll/companyCollaborators';
import { buildPayrollPdf, type PayrollCompany, type PayrollPerson } from '../documents/pdf/payroll/buildPayrollPdf';
import { buildSamplePayroll } from '../documents/pdf/payroll/samplePayroll';
import { splitPdf } from '../documents/pdf/splitPdf';
import { folderTypes } from '../engine/storage/productTables';
import { engineTableOf } from '../engine/tables';
import type { DocumentStore } from '../areas/fileSystem/documentStore';

/** The demo company's payroll letterhead (the seed stores no tax data). */
export const DEMO_PAYROLL_COMPANY: PayrollCompany = {
  name: 'Grupo Ibérico de Distribución', taxId: 'B87654321', address: 'Paseo de la Castellana 95, 28046 Madrid', contributionAccount: '28/1234567/89', city: 'Madrid',
};

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
type Person = Awaited<ReturnType<typeof activeCollaborators>>[number];
type Store = Pick<DocumentStore, 'put'>;

/** The month `back` months before `now` (UTC): year, month 1–12, period YYYY-MM and its Spanish name. */
function monthBefore(now: Date, back: number) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  return { year, month, period: `${year}-${String(month).padStart(2, '0')}`, label: `${MONTHS[month - 1]} ${year}` };
}

/** A one-page employment contract summary, as HR keeps in each person's "Contratos" folder. */
async function contractPdf(p: Person, company: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const line = (text: string, y: number, size = 11, f = font) => page.drawText(text.replace(/[^\x20-\xff]/g, '?'), { x: 56, y, size, font: f });
  line('Contrato de trabajo', 770, 20, bold);
  line(`Empresa: ${company}`, 730);
  line(`Trabajador/a: ${p.firstName} ${p.lastName}`, 712);
  line(`NIF: ${p.numberOfDocument ?? '-'}`, 694);
  line(`Puesto: ${p.position ?? '-'}`, 676);
  line(`Modalidad: ${p.typeOfContract ?? 'Indefinido'}`, 658);
  line(`Fecha de inicio: ${p.contractStartDate ?? '-'}`, 640);
  line('Documento de demostración', 600, 9);
  return doc.save();
}

interface Delivered {
  userId: string;
  pages: number[];
  reason: string;
  confidence: number;
  status: 'DELIVERED' | 'MATCHED' | 'UNASSIGNED';
}

/**
 * Documents of the demo (issue 12 item 6): every collaborator has a "Contratos" folder with their contract and a
 * "Nóminas" folder with three months of slips — two past salary settlements (documents version V1 screens) and the
 * last month's run through the document hub (V2, the demo's version), which still has two documents waiting for a
 * look: the slip printed without document number (matched by name only) and one of somebody outside the company.
 */
export async function seedDocuments(db: Db, input: { companyId: string; ownerId: string; now: Date; store: Store; companyName?: string }): Promise<void> {
  const { companyId, ownerId, now, store } = input;
  const people = await activeCollaborators(db, companyId);
  if (people.length === 0) return;
  const types = new Map((await db.select({ id: folderTypes.id, title: folderTypes.title }).from(folderTypes).where(eq(folderTypes.companyId, companyId))).map((t) => [t.title, t.id]));
  const letterhead = { ...DEMO_PAYROLL_COMPANY, name: input.companyName ?? DEMO_PAYROLL_COMPANY.name };

  // each person's two typed folders, and the contract
  const folders = new Map<string, { slips: string; contracts: string }>();
  const folderRows: (typeof fileNodes.$inferInsert)[] = [];
  const fileRows: (typeof fileNodes.$inferInsert)[] = [];
  for (const p of people) {
    const slips = crypto.randomUUID();
    const contracts = crypto.randomUUID();
    folders.set(p.id, { slips, contracts });
    folderRows.push(
      { id: contracts, companyId, userId: p.id, parentId: null, isFolder: true, name: 'Contratos', folderTypeId: types.get('Contratos') ?? null, createdBy: ownerId },
      { id: slips, companyId, userId: p.id, parentId: null, isFolder: true, name: 'Nóminas', folderTypeId: types.get('Nóminas') ?? null, createdBy: ownerId },
    );
    const bytes = await contractPdf(p, letterhead.name);
    const { name } = await store.put(companyId, Buffer.from(bytes), 'pdf');
    fileRows.push({ companyId, userId: p.id, parentId: contracts, isFolder: false, name: 'Contrato de trabajo.pdf', storedName: name, contentType: 'application/pdf', size: bytes.length, source: 'UPLOAD', createdBy: ownerId });
  }
  await db.insert(fileNodes).values(folderRows);
  for (let i = 0; i < fileRows.length; i += 500) await db.insert(fileNodes).values(fileRows.slice(i, i + 500));

  const byName = new Map(people.map((p) => [`${p.firstName}|${p.lastName}`, p]));
  /** Writes one run: its upload, its documents (each stored) and, for those delivered, the file in the person's Nóminas folder. */
  async function writeRun(run: { envelopeId: string; isSettlement: boolean; pdf: Uint8Array; period: string; title: string; docs: Delivered[] }) {
    const upload = await store.put(companyId, Buffer.from(run.pdf), 'pdf');
    const [group] = await db.insert(documentGroups).values({
      companyId, envelopeId: run.envelopeId, isSettlement: run.isSettlement, fileName: `nominas-${run.period}.pdf`, storedName: upload.name,
      bytes: run.pdf.length, pages: run.docs.reduce((n, d) => n + d.pages.length, 0), status: 'COMPLETED', createdBy: ownerId,
    }).returning({ id: documentGroups.id });
    const docRows: (typeof hubDocuments.$inferInsert)[] = [];
    const slipRows: (typeof salarySlips.$inferInsert)[] = [];
    const files: (typeof fileNodes.$inferInsert)[] = [];
    let seq = 0;
    for await (const part of splitPdf(run.pdf, run.docs)) {
      const d = run.docs[seq++];
      const stored = await store.put(companyId, Buffer.from(part), 'pdf');
      const documentId = crypto.randomUUID();
      let nodeId: string | null = null;
      if (d.status === 'DELIVERED') {
        nodeId = crypto.randomUUID();
        const copy = await store.put(companyId, Buffer.from(part), 'pdf');
        files.push({ id: nodeId, companyId, userId: d.userId, parentId: folders.get(d.userId)!.slips, isFolder: false, name: `${run.title}.pdf`, storedName: copy.name, contentType: 'application/pdf', size: part.length, source: run.isSettlement ? 'SALARY' : 'HUB', createdBy: ownerId });
        if (run.isSettlement) slipRows.push({ companyId, settlementId: run.envelopeId, userId: d.userId, documentId, fileId: nodeId, period: run.period, createdBy: ownerId });
      }
      docRows.push({
        id: documentId, companyId, envelopeId: run.envelopeId, groupId: group.id, isSettlement: run.isSettlement, seq, storedName: stored.name, bytes: part.length,
        pages: d.pages, userId: d.status === 'UNASSIGNED' ? null : d.userId, reason: d.reason, confidence: d.confidence,
        candidates: d.status === 'UNASSIGNED' ? [] : [{ userId: d.userId, reason: d.reason }], status: d.status, deliveredNodeId: nodeId,
      });
    }
    for (let i = 0; i < files.length; i += 500) await db.insert(fileNodes).values(files.slice(i, i + 500));
    for (let i = 0; i < docRows.length; i += 500) await db.insert(hubDocuments).values(docRows.slice(i, i + 500));
    for (let i = 0; i < slipRows.length; i += 500) await db.insert(salarySlips).values(slipRows.slice(i, i + 500));
  }

  // two past settlements, every slip confirmed
  const settlements = engineTableOf('settlements');
  for (const back of [3, 2]) {
    const m = monthBefore(now, back);
    const title = `Nóminas ${m.label}`;
    const payroll: PayrollPerson[] = people.map((p, i) => ({ ...p, nameOrder: i % 3 === 1 ? 'firstNameFirst' : 'surnamesFirst' }));
    const pdf = await buildPayrollPdf(payroll, { period: m.period, company: letterhead });
    const [row] = (await db.insert(settlements.table).values({
      companyId, title, month: m.month, year: m.year, period: m.period, type: 'MONTHLY', isSettlement: true,
      settlementInfo: `Nómina mensual de ${m.label}: ${people.length} recibos`, status: 'PROCESSED', documents: people.length, slips: people.length,
    } as never).returning({ id: settlements.id })) as { id: string }[];
    await writeRun({
      envelopeId: row.id, isSettlement: true, pdf, period: m.period, title,
      docs: people.map((p, i) => ({ userId: p.id, pages: [i + 1], reason: 'DOCUMENT_NUMBER_AND_NAME', confidence: 0.99, status: 'DELIVERED' })),
    });
  }

  // last month through the document hub: the sample payroll with its two hard pages, still to be looked at
  const last = monthBefore(now, 1);
  const sample = await buildSamplePayroll(people, { period: last.period, company: letterhead });
  const docs: Delivered[] = [];
  let page = 1;
  for (const printed of sample.people) {
    const pages = Array.from({ length: printed.pages ?? 1 }, (_, k) => page + k);
    page += pages.length;
    const person = byName.get(`${printed.firstName}|${printed.lastName}`);
    if (printed === sample.outsider || !person) docs.push({ userId: ownerId, pages, reason: 'NONE', confidence: 0, status: 'UNASSIGNED' });
    else if (printed === sample.nameOnly) docs.push({ userId: person.id, pages, reason: 'NAME', confidence: 0.6, status: 'MATCHED' });
    else docs.push({ userId: person.id, pages, reason: 'DOCUMENT_NUMBER_AND_NAME', confidence: 0.99, status: 'DELIVERED' });
  }
  const envelopes = engineTableOf('envelopes');
  const title = `Nóminas ${last.label}`;
  const [envelope] = (await db.insert(envelopes.table).values({
    companyId, title, description: 'Recibos de salarios del mes, enviados por la gestoría', folderTypeId: types.get('Nóminas') ?? null,
    status: 'COMPLETED', documents: docs.length, unassigned: docs.filter((d) => d.status === 'UNASSIGNED').length,
  } as never).returning({ id: envelopes.id })) as { id: string }[];
  await writeRun({ envelopeId: envelope.id, isSettlement: false, pdf: sample.pdf, period: last.period, title, docs });
}
