import type { FastifyInstance } from 'fastify';
import type { CompanyRow } from '../auth/authContext';
import { detectImageType, parseFileUrl } from '../files';

const DATA_URL = /^data:image\/[a-z+]+;base64,([A-Za-z0-9+/=]+)$/;

/**
 * The company's logo (companies.image) as a data URL pdfmake can embed, or null: no logo, a file of another company,
 * a missing file, or a format PDFs cannot hold (pdfmake embeds PNG and JPEG only; a WebP/GIF logo is left out).
 */
export async function companyLogo(api: FastifyInstance, company: CompanyRow): Promise<string | null> {
  const url = company.image;
  if (!url) return null;
  let bytes: Buffer | null = null;
  const inline = DATA_URL.exec(url);
  if (inline) bytes = Buffer.from(inline[1], 'base64');
  else {
    const file = parseFileUrl(url.split('?')[0]);
    if (!file || file.companyId !== company.id) return null;
    bytes = await api.files.read(file.companyId, file.name).catch(() => null);
  }
  if (!bytes) return null;
  const type = detectImageType(bytes);
  return type === 'png' || type === 'jpeg' ? `data:image/${type};base64,${bytes.toString('base64')}` : null;
}
