import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './contentTypes';
import { fileUrl, isCompanyId, isStoredName, newStoredName, normalizeExtension, parseFileUrl } from './fileNames';
import type { FileStore, StoredFile } from './fileStore';

/**
 * Files on local disk under `<root>/<companyId>/<name>` (root is DATA_DIR/<area>). Paths are built only from a
 * validated company UUID and a generated name, so no request can reach outside the root (ASVS 5.3.2).
 */
export function createLocalFileStore(root: string): FileStore {
  const dirOf = (companyId: string): string => {
    if (!isCompanyId(companyId)) throw new Error(`Invalid company id for the file store: ${JSON.stringify(companyId)}`);
    return path.join(root, companyId);
  };
  const pathOf = (companyId: string, name: string): string | null =>
    isCompanyId(companyId) && isStoredName(name) ? path.join(root, companyId, name) : null;
  const nameFor = (ext: string, name?: string): string => {
    if (name === undefined) return newStoredName(ext);
    if (!isStoredName(name)) throw new Error(`Invalid stored name: ${JSON.stringify(name)}`);
    return name;
  };
  const existing = async (companyId: string, name: string): Promise<string | null> => {
    const file = pathOf(companyId, name);
    if (!file) return null;
    const stat = await fs.stat(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    return stat?.isFile() ? file : null;
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

    async putFile(companyId, sourcePath, ext, given) {
      const dir = dirOf(companyId);
      const name = nameFor(normalizeExtension(ext), given);
      await fs.mkdir(dir, { recursive: true });
      try {
        await fs.rename(sourcePath, path.join(dir, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        // another disk: copy aside, then rename, as put does
        const temp = path.join(dir, `.${name}.partial`);
        await fs.copyFile(sourcePath, temp);
        await fs.rename(temp, path.join(dir, name));
        await fs.rm(sourcePath, { force: true });
      }
      return name;
    },

    async open(companyId, name): Promise<StoredFile | null> {
      const file = await existing(companyId, name);
      if (!file) return null;
      const { size } = await fs.stat(file);
      return { stream: createReadStream(file), contentType: contentTypeOf(name.slice(name.lastIndexOf('.') + 1)), size };
    },

    async read(companyId, name) {
      const file = await existing(companyId, name);
      return file ? fs.readFile(file) : null;
    },

    localPath: (companyId, name) => existing(companyId, name),

    async copy(companyId, name) {
      const from = pathOf(companyId, name);
      if (!from) throw new Error('Invalid stored name');
      const copy = newStoredName(name.slice(name.lastIndexOf('.') + 1));
      await fs.copyFile(from, path.join(root, companyId, copy));
      return copy;
    },

    async remove(url) {
      const parsed = parseFileUrl(url);
      if (!parsed) return;
      await fs.rm(path.join(root, parsed.companyId, parsed.name), { force: true });
    },

    async removeName(companyId, name) {
      const file = pathOf(companyId, name);
      if (file) await fs.rm(file, { force: true });
    },

    async list(companyId) {
      if (!isCompanyId(companyId)) return [];
      return (await fs.readdir(path.join(root, companyId)).catch(() => [] as string[])).filter(isStoredName);
    },

    async sweep(maxAgeMs, now = Date.now()) {
      let removed = 0;
      const companies = await fs.readdir(root).catch(() => [] as string[]);
      for (const company of companies.filter(isCompanyId)) {
        const dir = path.join(root, company);
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        for (const name of names) {
          const file = path.join(dir, name);
          try {
            const stat = await fs.stat(file);
            if (stat.isFile() && now - stat.mtimeMs > maxAgeMs) {
              await fs.rm(file, { force: true });
              removed++;
            }
          } catch {
            // raced with another sweep
          }
        }
      }
      return removed;
    },
  };
}
