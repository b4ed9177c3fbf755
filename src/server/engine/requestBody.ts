import type { FastifyRequest } from 'fastify';
import type { ResourceDef } from '../../shared/resource';
import { ApiError, fieldError } from '../http/apiError';
import { readMultipartBody, type UploadedFile } from '../http/multipart';

export type WriteBody = { body: unknown; uploads: Record<string, UploadedFile> };

/** An area's own multipart reader (files the generic `files` declaration cannot describe: several per field, PDFs…). */
export type MultipartReader = (request: FastifyRequest, maxFieldBytes: number) => Promise<WriteBody>;

const readers = new Map<string, MultipartReader>();

/** Read a resource's multipart bodies with `reader` instead of the generic one (called while the area loads). */
export function registerMultipartReader(resourceName: string, reader: MultipartReader): void {
  readers.set(resourceName, reader);
}

/**
 * The JSON body of a create/update, from `application/json` or, for resources declaring `files` (or with a reader
 * of their own), from `multipart/form-data` (`data` part + file parts). Multipart to any other resource is 415.
 */
export async function readWriteBody(request: FastifyRequest, resource: ResourceDef, maxFieldBytes: number): Promise<WriteBody> {
  if (!request.isMultipart()) return { body: request.body, uploads: {} };
  const reader = readers.get(resource.name);
  if (reader) return reader(request, maxFieldBytes);
  if (!resource.files) throw new ApiError(415, 'VALIDATION_ERROR', { errors: [fieldError('body', 'unsupportedMediaType')] });
  const { data, files } = await readMultipartBody(request, resource.files, maxFieldBytes);
  return { body: data, uploads: files };
}
