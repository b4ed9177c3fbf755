import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are: a header and a compressor's start cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers (brotli or gzip, as the client accepts) once they pass the threshold. Registered in
 * the /api scope only: the built SPA is compressed at build time (vite.config.ts) and served by content negotiation
 * (src/server/http/spa.ts), so no request pays for compressing the same file twice. Already compressed types
 * (ZIP, PDF, pictures, spreadsheets) are left alone: mime-db marks them incompressible. Low levels on purpose: on a
 * 2-core machine a 58 KB list page costs about 0.3 ms at these levels and several ms at the top ones, for a few
 * per cent fewer bytes.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // zstd and deflate left out: one fewer code path to trust, and every browser speaks br and gzip
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
}
