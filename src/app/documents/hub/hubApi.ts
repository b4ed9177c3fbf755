import { REVIEW_BELOW_CONFIDENCE } from '../../../shared/documents/matching';
import type { HubDocumentView, HubPersonView } from '../../../shared/documents/views';
import { request, uploadWithProgress } from '../../providers/http';

/** A document cut out of an upload (docs/api/documents.md "Document hub"). */
export type HubPerson = HubPersonView;
export type HubDocument = HubDocumentView;
export interface HubGroup {
  id: string;
  fileName: string;
  status: string;
  pages: number | null;
  error: string | null;
  jobId: string | null;
}
export interface FileJobRef {
  id: string;
  envelopeId: string;
  type: 'fileProcessing';
  isSettlement: boolean;
  status: 'pending' | 'completed';
}
export type DocumentFilter = 'REVIEW' | 'UNASSIGNED' | 'MATCHED' | 'DELIVERED' | undefined;

/** Spec §9: uploads may take up to 30 minutes; the documents list asks for 5,000 at once. */
export const UPLOAD_TIMEOUT_MS = 30 * 60_000;
export const DOCUMENTS_LIMIT = 5000;

const hub = '/document-hub-service';
const filesForm = (files: File[], fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('file', f, f.name);
  return form;
};

export const hubApi = {
  createEnvelope: (body: { title: string; description?: string; folderTypeId?: string | null }) => request<{ id: string }>(`${hub}/envelopes`, { method: 'POST', body }),
  upload: (envelopeId: string, files: File[], onProgress: (percent: number) => void) =>
    uploadWithProgress<{ groups: HubGroup[] }>(`${hub}/documents/${envelopeId}/upload`, filesForm(files), { onProgress, timeoutMs: UPLOAD_TIMEOUT_MS }),
  process: (groupId: string) => request<{ job: FileJobRef }>(`${hub}/documents/${groupId}/process`, { method: 'POST' }),
  documents: (envelopeId: string, status?: DocumentFilter) =>
    request<{ documents: HubDocument[]; count: number }>(`${hub}/envelopes/${envelopeId}/documents`, { query: { limit: DOCUMENTS_LIMIT, status } }),
  unassigned: (offset = 0, limit = 100) => request<{ documents: HubDocument[]; count: number }>(`${hub}/documents/unassigned`, { query: { limit, offset } }),
  document: (id: string) => request<HubDocument>(`${hub}/documents/${id}`),
  file: async (id: string): Promise<Blob> => (await request<Response>(`${hub}/documents/${id}/file`, { raw: true })).blob(),
  assign: (id: string, userId: string | null) => request<HubDocument>(`${hub}/documents/${id}/user`, { method: 'PATCH', body: { userId } }),
  validate: (id: string) => request<HubDocument>(`${hub}/documents/${id}/validate`, { method: 'PATCH' }),
  validateAll: (envelopeId: string, documentIds?: string[]) =>
    request<{ delivered: number }>(`${hub}/envelopes/${envelopeId}/validate`, { method: 'POST', body: documentIds ? { documentIds } : {} }),
  substitute: (id: string, file: File) => uploadWithProgress<HubDocument>(`${hub}/documents/${id}/substitute`, filesForm([file]), { timeoutMs: UPLOAD_TIMEOUT_MS }),
  remove: (id: string) => request<{ id: string }>(`${hub}/documents/${id}`, { method: 'DELETE' }),
  undoMatch: (id: string) => request<HubDocument>(`${hub}/envelopes/match/${id}`, { method: 'DELETE' }),
  bulkDownload: async (body: { envelopeIds?: string[]; documentIds?: string[] }): Promise<Blob> =>
    (await request<Response>(`${hub}/envelopes/bulk-download`, { method: 'POST', body, raw: true })).blob(),
  samplePayroll: async (): Promise<Blob> => (await request<Response>(`${hub}/sample-payroll.pdf`, { raw: true })).blob(),
};

/** "García López, María" for a person, or null. */
export const personName = (p: HubPerson | null): string | null => (p ? [p.lastName, p.firstName].filter(Boolean).join(', ') : null);

/** The list filters of the documents call, applied to documents already read (a settlement's check). */
export function documentsIn(documents: HubDocument[], filter: DocumentFilter): HubDocument[] {
  if (!filter) return documents;
  if (filter === 'REVIEW') return documents.filter((d) => d.status === 'MATCHED' && d.confidence < REVIEW_BELOW_CONFIDENCE);
  return documents.filter((d) => d.status === filter);
}
