import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { fileNodes } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { inlineDisposition } from '../dayoffs/attachmentFiles';
import { documentStore } from './documentStore';
import { checkPerson, childrenOf, folderOf, nodeOf, nodeView, nodeViews, parentOf, pathTo, sortByName } from './nodeQueries';
import { folderParams, idParams, personParams, tags } from './routeSchemas';

/** `attachment` with the original name: an ASCII fallback and the exact UTF-8 name (RFC 6266). */
const attachmentDisposition = (name: string): string => inlineDisposition(name).replace(/^inline;/, 'attachment;');

/** The path's company must be the caller's (404 otherwise: another company's people do not exist for them). */
async function personIn(api: FastifyInstance, auth: AuthContext, companyId: string, userId: string): Promise<void> {
  if (companyId !== auth.company.id) throw notFound('USER_NOT_FOUND');
  await checkPerson(api.db, auth, userId);
}

/**
 * The reads of a collaborator's file system: one folder (with its breadcrumb), every folder (for the move and copy
 * pickers) and a file's bytes. Files are served only here, after the company and unit checks, never by URL.
 */
export function registerFileSystemReadRoutes(api: FastifyInstance): void {
  const store = documentStore(api);

  api.get<{ Params: { companyId: string; userId: string; folderId: string } }>('/documents/fileSystem/folder/:companyId/:userId/:folderId', {
    config: { module: 'document', action: 'GET' },
    schema: {
      tags, summary: "One folder of a collaborator's files: { data: { folder, path, items } }",
      description: '`folderId` `root` is the top level (`folder` null, `path` empty). Items: folders first, then files, by name. Another company\'s ids → 404; a person outside the caller\'s units → 403.',
      params: folderParams,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { companyId, userId, folderId } = request.params;
    await personIn(api, auth, companyId, userId);
    const folder = await folderOf(api.db, auth.company.id, userId, parentOf(folderId));
    const items = await childrenOf(api.db, auth.company.id, userId, folder?.id ?? null);
    return {
      data: {
        folder: folder ? await nodeView(api.db, auth.company.id, folder) : null,
        path: folder ? await pathTo(api.db, auth.company.id, folder.id) : [],
        items: await nodeViews(api.db, auth.company.id, items),
      },
    };
  });

  api.get<{ Params: { companyId: string; userId: string } }>('/documents/fileSystem/folders/:companyId/:userId', {
    config: { module: 'document', action: 'GET' },
    schema: { tags, summary: 'Every folder of a collaborator (for the move and copy pickers): { data: { folders } }', params: personParams },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { companyId, userId } = request.params;
    await personIn(api, auth, companyId, userId);
    const rows = sortByName(await api.db.select().from(fileNodes)
      .where(and(eq(fileNodes.companyId, auth.company.id), eq(fileNodes.userId, userId), eq(fileNodes.isFolder, true))));
    return { data: { folders: await nodeViews(api.db, auth.company.id, rows) } };
  });

  api.get<{ Params: { id: string }; Querystring: { download?: string } }>('/documents/fileSystem/media/:id', {
    config: { module: 'document', action: 'GET' },
    schema: {
      tags, summary: 'A file of a collaborator, inline with its name (`?download=1`: as an attachment)',
      params: idParams,
      querystring: { type: 'object', additionalProperties: false, properties: { download: { type: 'string', enum: ['0', '1'] } } },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const node = await nodeOf(api.db, auth, request.params.id, 'file');
    const file = node.storedName ? await store.open(auth.company.id, node.storedName) : null;
    if (!file) throw notFound('DOCUMENT_NOT_FOUND');
    return reply
      .type(node.contentType ?? file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', request.query.download === '1' ? attachmentDisposition(node.name) : inlineDisposition(node.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
