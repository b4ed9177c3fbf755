import { NAME_SCHEMA } from './nodeNames';

/** Route schemas of the file system (docs/api/documents.md "File system"). */
export const tags = ['documents'];
export const uuid = { type: 'string', format: 'uuid' } as const;
/** A folder's id, or `root` for the person's top level (null too, in bodies). */
export const folderRef = { anyOf: [uuid, { type: 'string', const: 'root' }] } as const;
export const folderRefOrNull = { anyOf: [uuid, { type: 'string', const: 'root' }, { type: 'null' }] } as const;
export const name = NAME_SCHEMA;

export const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: uuid } } as const;
export const personParams = {
  type: 'object', required: ['companyId', 'userId'], additionalProperties: false, properties: { companyId: uuid, userId: uuid },
} as const;
export const folderParams = {
  type: 'object', required: ['companyId', 'userId', 'folderId'], additionalProperties: false,
  properties: { companyId: uuid, userId: uuid, folderId: folderRef },
} as const;

/** Most nodes one copy or move names (each may be a folder with everything in it). */
export const TRANSFER_MAX = 500;
export const transferBody = {
  type: 'object', required: ['ids', 'folderId'], additionalProperties: false,
  properties: { ids: { type: 'array', minItems: 1, maxItems: TRANSFER_MAX, uniqueItems: true, items: uuid }, folderId: folderRefOrNull },
} as const;
