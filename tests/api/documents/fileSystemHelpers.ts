import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { dataOf } from '../../helpers/expectations';
import type { TestApp } from '../../helpers/testApp';
import { storedNames } from '../../helpers/storedFiles';
import type { FileNodeView } from '../../../src/shared/documents/views';

export type FsNode = FileNodeView;

export type FilePart = { bytes: Buffer; filename: string; contentType?: string };

export const MB = 1024 * 1024;
export const pdf = (text = 'payslip', size = 0) => {
  const body = Buffer.from(`%PDF-1.7\n% ${text}\n`);
  return size > body.length ? Buffer.concat([body, Buffer.alloc(size - body.length, 0x20)]) : body;
};

/** multipart with the text fields first, then one `file` part per file. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----fs${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Calls of the file system as one fixture user. */
export function fileSystem(t: TestApp, as: string) {
  const token = () => t.tokenFor(as);
  return {
    folder: (userId: string, folderId = 'root', companyId = t.fx.companyA.id) =>
      t.call('GET', `/api/documents/fileSystem/folder/${companyId}/${userId}/${folderId}`, { token: token() }),
    folders: (userId: string, companyId = t.fx.companyA.id) => t.call('GET', `/api/documents/fileSystem/folders/${companyId}/${userId}`, { token: token() }),
    createFolder: (body: Record<string, unknown>) => t.call('POST', '/api/documents/fileSystem/createFolder', { token: token(), body }),
    upload: (userId: string, folderId: string, files: FilePart[]) =>
      t.call('POST', '/api/documents/fileSystem/upload', { token: token(), ...multipart({ userId, folderId }, files) }),
    updateFolder: (body: Record<string, unknown>) => t.call('PATCH', '/api/documents/fileSystem/updateFolder', { token: token(), body }),
    updateFile: (body: Record<string, unknown>) => t.call('PATCH', '/api/documents/fileSystem/updateFile', { token: token(), body }),
    move: (ids: string[], folderId: string) => t.call('POST', '/api/documents/fileSystem/move', { token: token(), body: { ids, folderId } }),
    copy: (ids: string[], folderId: string) => t.call('POST', '/api/documents/fileSystem/copy', { token: token(), body: { ids, folderId } }),
    remove: (id: string) => t.call('DELETE', `/api/documents/fileSystem/delete/${id}`, { token: token() }),
    media: (id: string, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/documents/fileSystem/media/${id}${query}`, headers: { authorization: `Bearer ${token()}` } }),
  };
}

/** The files in company A's document store (what a refused or deleted upload must not leave behind). */
export const storedFiles = (t: TestApp): Promise<string[]> => storedNames(t.config, 'documents', t.fx.companyA.id);

/** Whatever an upload left in the scratch folder (nothing once it is answered). */
export function scratchLeft(t: TestApp): string[] {
  try {
    return readdirSync(path.join(t.config.dataDir, 'documents', '.scratch', 'uploads'));
  } catch {
    return [];
  }
}

export async function createFolderType(t: TestApp, title: string, color: string): Promise<string> {
  return dataOf<{ id: string }>(await t.call('POST', '/api/companies/typesOfFolder', { token: t.tokenFor('owner'), body: { title, color } }), 201).id;
}
