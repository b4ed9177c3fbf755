import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResourceDef } from '../../../shared/resource';
import type { JsonSchema } from '../schemaStore';

/**
 * Where resources come from. The product's own: resources/*.ts (listed in resources/index.ts) and any
 * resources/*.resource.json; schemas/*.schema.json. Extra folders (RESOURCE_DIRS, `:`-separated; a customer's
 * resources, or a test fixture) each hold `schemas/*.schema.json` and `resources/*.resource.json`: dropping a
 * schema and a declaration there is all a new resource takes.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ResourceFolder {
  /** the folder holding schemas/ and resources/ */
  root: string;
}

export interface LoadedDeclaration {
  resource: ResourceDef;
  /** the file it came from, for messages */
  file: string;
}

export interface LoadedSchema {
  schema: JsonSchema;
  file: string;
}

const readJson = <T>(file: string): T => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${(err as Error).message}). Fix the file and start again.`);
  }
};

const filesIn = (dir: string, suffix: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(suffix)).sort().map((f) => path.join(dir, f)) : [];

/** `RESOURCE_DIRS` as folders (relative paths from the working directory). */
export function resourceDirsFromEnv(value = process.env.RESOURCE_DIRS): string[] {
  return (value ?? '').split(':').map((d) => d.trim()).filter(Boolean).map((d) => path.resolve(d));
}

/** The JSON declarations of a folder's resources/ (the product's own folder included). */
export function readJsonDeclarations(root: string): LoadedDeclaration[] {
  return filesIn(path.join(root, 'resources'), '.resource.json').map((file) => ({ resource: readJson<ResourceDef>(file), file }));
}

/** The schemas of a folder's schemas/ (not its overlays). */
export function readSchemas(root: string): LoadedSchema[] {
  return filesIn(path.join(root, 'schemas'), '.schema.json').map((file) => {
    const schema = readJson<JsonSchema>(file);
    return { schema: { ...schema, $id: schema.$id ?? path.basename(file, '.schema.json') }, file };
  });
}
