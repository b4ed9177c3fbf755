import { request } from '../providers/http';
import { getSession, setSession } from '../session';
import type { ImageChoice } from '../shell/files/imageChoice';

/** Text fields of the company's data (PATCH /companies; spec §3 Company). */
export const TEXT_FIELDS = ['name', 'legalName', 'taxId', 'address', 'city', 'postalCode', 'country', 'phone', 'email', 'website', 'contactName'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
/** Images accepted on update (spec §3): the logo, the large logo and the three login-carousel images. */
export const IMAGE_FIELDS = ['image', 'hugeLogo', 'carrousel1', 'carrousel2', 'carrousel3'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

/** What GET /companies/byAuthUserCompany answers (the session company with its data). */
export type CompanyData = Record<TextField, string | null> & Record<ImageField, string | null> & {
  id: string;
  slug: string;
  name: string;
  loginCarrousel: string[];
  [key: string]: unknown;
};

/** An image field in the form: the stored one, a new file chosen, or the stored one removed. */
export type ImageState = ImageChoice;

export const loadCompany = () => request<CompanyData>('/companies/byAuthUserCompany');

/**
 * PATCH /companies: JSON when no file goes with it, else multipart (`data` + one part per new image). A removed
 * image is sent as `null` in the data.
 */
export function saveCompany(values: Partial<Record<TextField, string | null>>, images: Record<ImageField, ImageState>): Promise<CompanyData> {
  const data: Record<string, unknown> = { ...values };
  const form = new FormData();
  let files = 0;
  for (const field of IMAGE_FIELDS) {
    const state = images[field];
    if (state.file) {
      form.append(field, state.file, state.file.name);
      files++;
    } else if (state.removed) data[field] = null;
  }
  if (!files) return request<CompanyData>('/companies', { method: 'PATCH', body: data });
  form.append('data', JSON.stringify(data));
  return request<CompanyData>('/companies', { method: 'PATCH', body: form });
}

/** The session's company follows a saved update at once: the header logo and name read it from there. */
export function keepSessionCompany(company: CompanyData): void {
  const session = getSession();
  if (!session?.company) return;
  setSession({ ...session, company: { ...session.company, ...company } });
}

export const PRINT_SHEETS = ['company', 'branches', 'collaborators'] as const;
export type PrintSheet = (typeof PRINT_SHEETS)[number];

export const startPrint = (sheets: PrintSheet[]) => request<{ jobId: string }>('/companies/print', { method: 'POST', body: { sheets } });

/** The finished PDF, as a Blob with the name the server gives it. */
export async function downloadPrint(jobId: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await request<Response>(`/companies/print/${jobId}/download`, { raw: true });
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const fileName = star ? decodeURIComponent(star) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? `${jobId}.pdf`);
  return { blob: await res.blob(), fileName };
}
