import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonSchema } from './schemaStore';

/** The repository's schemas/ folder (entity schemas; company overlays under overlays/<company-slug>/). */
export const DEFAULT_SCHEMAS_DIR = fileURLToPath(new URL('../../../schemas/', import.meta.url));

/** Where schemas are read from: entity schemas in `schemasDir`, overlays in `overlaysDir/<company-slug>/`. */
export interface SchemaDirs {
  /** default: the repository's schemas/ */
  schemasDir?: string;
  /** default: `<schemasDir>/overlays` */
  overlaysDir?: string;
  /** more folders of entity schemas (a fixture's or a plug-in's schemas/), each with its own optional overlays/ */
  extraSchemaDirs?: string[];
}

export interface SchemaFile {
  file: string;
  schema: JsonSchema;
}

/** A file that could not be read as JSON: reported by the checker, never thrown at the reader. */
export interface UnreadableFile {
  file: string;
  message: string;
}

export interface SchemaSources {
  /** entity schemas by id ($id, else the file name) */
  base: Map<string, SchemaFile>;
  /** company slug → schema id (from the file name) → overlay */
  overlays: Map<string, Map<string, SchemaFile>>;
  unreadable: UnreadableFile[];
  /** a schema id declared by two files */
  duplicates: { file: string; id: string; first: string }[];
}

const SUFFIX = '.schema.json';

async function schemaFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && e.name.endsWith(SUFFIX)).map((e) => path.join(dir, e.name)).sort();
}

async function readJson(file: string, unreadable: UnreadableFile[]): Promise<JsonSchema | null> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as JsonSchema;
    unreadable.push({ file, message: 'the file holds JSON, but not an object' });
  } catch (err) {
    unreadable.push({ file, message: `not valid JSON: ${(err as Error).message}` });
  }
  return null;
}

/** Every entity schema and overlay under the given folders, as parsed JSON (nothing checked yet: schemaCheck.ts). */
export async function readSchemaSources(dirs: SchemaDirs = {}): Promise<SchemaSources> {
  const sources: SchemaSources = { base: new Map(), overlays: new Map(), unreadable: [], duplicates: [] };
  const main = dirs.schemasDir ?? DEFAULT_SCHEMAS_DIR;
  const roots = [
    { schemasDir: main, overlaysDir: dirs.overlaysDir ?? path.join(main, 'overlays') },
    ...(dirs.extraSchemaDirs ?? []).map((d) => ({ schemasDir: d, overlaysDir: path.join(d, 'overlays') })),
  ];
  for (const root of roots) {
    for (const file of await schemaFilesIn(root.schemasDir)) {
      const schema = await readJson(file, sources.unreadable);
      if (!schema) continue;
      const id = typeof schema.$id === 'string' ? schema.$id : path.basename(file, SUFFIX);
      const first = sources.base.get(id);
      if (first) sources.duplicates.push({ file, id, first: first.file });
      else sources.base.set(id, { file, schema });
    }
    const slugs = await readdir(root.overlaysDir, { withFileTypes: true }).catch(() => []);
    for (const slug of slugs.filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
      const perSchema = sources.overlays.get(slug) ?? new Map<string, SchemaFile>();
      for (const file of await schemaFilesIn(path.join(root.overlaysDir, slug))) {
        const schema = await readJson(file, sources.unreadable);
        if (schema) perSchema.set(path.basename(file, SUFFIX), { file, schema });
      }
      sources.overlays.set(slug, perSchema);
    }
  }
  return sources;
}
