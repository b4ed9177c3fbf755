import type { ServerConfig } from '../../src/server/config';
import { fileStoreFor, type FileArea } from '../../src/server/files';

/** The names a company has in one file store, on local disk or in the bucket alike (TEST_FILE_STORE=s3). */
export const storedNames = (config: ServerConfig, area: FileArea, companyId: string): Promise<string[]> =>
  fileStoreFor(config, area).list(companyId);
