import type { ListPageJson } from './listPage';

/** What the pages kept may weigh in all (JSON text, about 1 KB a record), and the largest page kept. */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_PAGE_BYTES = 1024 * 1024;

interface Entry {
  version: number;
  page: ListPageJson;
}

/**
 * List pages as the API answered them, each under the company data version it was read after
 * (src/server/db/dataVersion.ts). A page is served again only while that version stands, i.e. while no write to the
 * company's list tables has committed since, in this process or another: a saved record shows in the next list
 * at once. Most list traffic is the same few pages (everybody's first page of /team, the unit picker) read far more
 * often than written; each costs one small read of the version instead of a search and a sort.
 * Least recently used pages go first once `maxBytes` is reached.
 */
export class ListPageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_BYTES, private readonly maxPageBytes = MAX_PAGE_BYTES) {}

  get(key: string, version: number): ListPageJson | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= entry.page.json.length;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry.page;
  }

  set(key: string, version: number, page: ListPageJson): void {
    if (page.json.length > this.maxPageBytes) return;
    const old = this.entries.get(key);
    if (old) {
      // a slower reader must not replace a newer page with an older one
      if (old.version > version) return;
      this.entries.delete(key);
      this.bytes -= old.page.json.length;
    }
    this.entries.set(key, { version, page });
    this.bytes += page.json.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.page.json.length;
    }
  }
}
