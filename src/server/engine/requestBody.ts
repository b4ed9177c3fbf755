import type { FastifyRequest } from 'fastify';
import type { ResourceDef } from '../../shared/resource';
import { ApiError, fieldError } from '../http/apiError';
import { readMultipartBody, type UploadedFile } from '../http/multipart';

/**
 * The JSON body of a create/update, from `application/json` or, for resources declaring `files`, from
 * `multipart/form-data` (`data` part + file parts). Multipart to a resource without files is 415.
 */
export async function readWriteBody(request: FastifyRequest, resource: ResourceDef, maxFieldBytes: number): Promise<{ body: unknown; uploads: Record<string, UploadedFile> }> {
  if (!request.isMultipart()) return { body: request.body, uploads: {} };
  if (!resource.files) throw new ApiError(415, 'VALIDATION_ERROR', { errors: [fieldError('body', 'unsupportedMediaType')] });
  const { data, files } = await readMultipartBody(request, resource.files, maxFieldBytes);
  return { body: data, uploads: files };
}
