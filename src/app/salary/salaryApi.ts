import { request, uploadWithProgress } from '../providers/http';
import { UPLOAD_TIMEOUT_MS, type FileJobRef, type HubDocument, type HubGroup, type HubPerson } from '../documents/hub/hubApi';

export interface Slip {
  id: string;
  settlementId: string;
  userId: string;
  user: HubPerson;
  period: string;
  fileId: string | null;
  createdAt: string;
}
export interface SettlementCheck {
  id: string;
  status: string;
  lastStatus: string;
  matches: HubDocument[];
  errors: { code: string; message: string; detail: string }[];
  groups: HubGroup[];
}

/** Spec §9: the slips list pages by 500. */
export const SLIPS_PAGE = 500;

const filesForm = (settlementId: string, files: File[]) => {
  const form = new FormData();
  form.append('settlementId', settlementId);
  for (const f of files) form.append('file', f, f.name);
  return form;
};

export const salaryApi = {
  create: (body: Record<string, unknown>) => request<{ id: string; title: string }>('/companies/settlement', { method: 'POST', body }),
  /** one PDF: /salaries/bulkSalary; several or a ZIP: /salaries/bulkSalary/compress (30 minutes at most) */
  upload: (settlementId: string, files: File[], onProgress: (percent: number) => void) => {
    const one = files.length === 1 && !/\.zip$/i.test(files[0].name);
    return uploadWithProgress<{ job: FileJobRef }>(one ? '/salaries/bulkSalary' : '/salaries/bulkSalary/compress', filesForm(settlementId, files), { onProgress, timeoutMs: UPLOAD_TIMEOUT_MS });
  },
  check: (id: string) => request<SettlementCheck>(`/salaries/bulkSalary/check/${id}`),
  confirm: (body: { matches: { documentId: string; userId: string }[]; period: string; settlementId: string }) =>
    request<{ created: number }>('/companies/settlement/bulkSalary/confirm', { method: 'POST', body }),
  slips: (settlementId: string, skip: number) =>
    request<{ salaries: Slip[]; count: number }>('/companies/settlement/salary/getFiltered', { method: 'POST', body: { settlementId, skip, limit: SLIPS_PAGE } }),
  removeSlip: (id: string) => request<{ id: string }>(`/companies/settlement/salary/${id}`, { method: 'DELETE' }),
  slipFile: async (fileId: string): Promise<Blob> => (await request<Response>(`/documents/fileSystem/media/${fileId}`, { raw: true })).blob(),
};
