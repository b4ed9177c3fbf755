import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError, validationError } from '../../http/apiError';

/**
 * The one file of a multipart request (part `file`), read into memory up to `maxBytes`: 413 PAYLOAD_TOO_LARGE above
 * it, 400 VALIDATION_ERROR on `file` when it is missing or empty.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new ApiError(415, 'VALIDATION_ERROR', { errors: [fieldError('body', 'unsupportedMediaType')] });
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 2, parts: 3 } });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) throw new ApiError(413, 'PAYLOAD_TOO_LARGE');
    throw validationError([fieldError('file', 'invalid')]);
  }
  if (!part || part.fieldname !== 'file') throw validationError([fieldError('file', 'required')]);
  const bytes = await (part as Multipart & MultipartFile).toBuffer().catch((err: unknown) => {
    if ((err as { statusCode?: number }).statusCode === 413 || part?.file.truncated) throw new ApiError(413, 'PAYLOAD_TOO_LARGE');
    throw err;
  });
  if (part.file.truncated || bytes.length > maxBytes) throw new ApiError(413, 'PAYLOAD_TOO_LARGE');
  if (bytes.length === 0) throw validationError([fieldError('file', 'required')]);
  return { bytes, filename: part.filename };
}
