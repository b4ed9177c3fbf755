import type { FileNodeView } from '../../../shared/documents/views';
import { request, uploadWithProgress } from '../../providers/http';
import { getSession } from '../../session';

/** A folder or a file of a collaborator (docs/api/documents.md "File system"). */
export type FsNode = FileNodeView;

export interface FolderListing {
  folder: FsNode | null;
  path: { id: string; name: string }[];
  items: FsNode[];
}

export interface FolderType {
  id: string;
  title: string;
  color: string;
}

/** `root` is the person's top level. */
export const ROOT = 'root';
/** What the server takes (checked again there, by content): 20 MB each, 20 per upload. */
export { FILE_MAX_BYTES, FILES_PER_UPLOAD } from '../../../shared/documents/limits';
export const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.gif,.docx,.xlsx,.odt,.ods,.txt,.csv';

const companyId = () => getSession()?.company?.id ?? getSession()?.user?.companyId ?? '';
const base = '/documents/fileSystem';

export const fileSystemApi = {
  folder: (userId: string, folderId: string) => request<FolderListing>(`${base}/folder/${companyId()}/${userId}/${folderId}`),
  folders: async (userId: string) => (await request<{ folders: FsNode[] }>(`${base}/folders/${companyId()}/${userId}`)).folders,
  folderTypes: async () => (await request<{ typesOfFolder: FolderType[] }>('/companies/typesOfFolder', { query: { limit: 500, sort: 'title:asc' } })).typesOfFolder,
  createFolder: (body: { userId: string; parentId: string; name: string; folderTypeId?: string | null }) =>
    request<FsNode>(`${base}/createFolder`, { method: 'POST', body }),
  updateFolder: (body: { id: string; name?: string; folderTypeId?: string | null }) => request<FsNode>(`${base}/updateFolder`, { method: 'PATCH', body }),
  updateFile: (body: { id: string; name: string }) => request<FsNode>(`${base}/updateFile`, { method: 'PATCH', body }),
  move: (ids: string[], folderId: string) => request<{ items: FsNode[] }>(`${base}/move`, { method: 'POST', body: { ids, folderId } }),
  copy: (ids: string[], folderId: string) => request<{ items: FsNode[] }>(`${base}/copy`, { method: 'POST', body: { ids, folderId } }),
  remove: (id: string) => request<{ id: string; removed: number }>(`${base}/delete/${id}`, { method: 'DELETE' }),
  /** the file's bytes, fetched with the token (an <img> or <iframe> cannot send it): for previews and downloads */
  blob: async (id: string, download = false): Promise<Blob> => {
    const res = await request<Response>(`${base}/media/${id}`, { raw: true, query: download ? { download: 1 } : undefined });
    return res.blob();
  },
};

/** One file with its upload progress (0..100): `uploadWithProgress`. */
export async function uploadFile(args: { userId: string; folderId: string; file: File; onProgress: (percent: number) => void; signal?: AbortSignal }): Promise<FsNode[]> {
  const form = new FormData();
  form.append('userId', args.userId);
  form.append('folderId', args.folderId);
  form.append('file', args.file, args.file.name);
  const data = await uploadWithProgress<{ items: FsNode[] }>(`${base}/upload`, form, { onProgress: args.onProgress, signal: args.signal });
  return data?.items ?? [];
}
