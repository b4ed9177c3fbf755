import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './contentTypes';
import { fileUrl, isCompanyId, isStoredName, newStoredName, parseFileUrl } from './fileNames';
import type { FileStore, StoredFile } from './fileStore';

/**
 * Files on local disk under `<root>/<companyId>/<name>` (root is DATA_DIR/files). Paths are built only from a
 * validated company UUID and a generated name, so no request can reach outside the root (ASVS 5.3.2).
 */
export function createLocalFileStore(root: string): FileStore {
  const dirOf = (companyId: string): string => {
    if (!isCompanyId(companyId)) throw new Error(`Invalid company id for the file store: ${JSON.stringify(companyId)}`);
    return path.join(root, companyId);
  };

  return {
    async put(companyId, bytes, ext) {
      const dir = dirOf(companyId);
      const name = newStoredName(ext);
      await fs.mkdir(dir, { recursive: true });
      // Write aside, then rename: a crash never leaves a half-written file under a servable name.
      const temp = path.join(dir, `.${name}.partial`);
      await fs.writeFile(temp, bytes, { flag: 'wx' });
      await fs.rename(temp, path.join(dir, name));
      return { url: fileUrl(companyId, name), name };
    },

    async open(companyId, name): Promise<StoredFile | null> {
      if (!isCompanyId(companyId) || !isStoredName(name)) return null;
      const file = path.join(root, companyId, name);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        const ext = name.slice(name.lastIndexOf('.') + 1);
        return { stream: createReadStream(file), contentType: contentTypeOf(ext), size: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async remove(url) {
      const parsed = parseFileUrl(url);
      if (!parsed) return;
      await fs.rm(path.join(root, parsed.companyId, parsed.name), { force: true });
    },
  };
}
