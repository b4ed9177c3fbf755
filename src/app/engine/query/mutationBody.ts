import type { ResourceDef } from '../../../shared/resource';

const isFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/**
 * The body of a create/update call. Without a new file it is the JSON of the variables; with a File on one of the
 * resource's `files` fields (or any field holding a File or a list of Files) it is multipart: a `data` part with the
 * JSON of the rest and one part per file (conventions). File fields never travel inside the JSON: the server owns their stored URLs.
 */
export function mutationBody(def: Pick<ResourceDef, 'files'>, variables: Record<string, unknown>): Record<string, unknown> | FormData {
  const fileFields = Object.keys(def.files ?? {});
  const rest: Record<string, unknown> = {};
  const files: [string, Blob][] = [];
  for (const [key, value] of Object.entries(variables ?? {})) {
    // a list of files (a custom form's several attachments) is one part each under the same name
    const blobs = isFile(value) ? [value] : Array.isArray(value) && value.length > 0 && value.every(isFile) ? value : [];
    if (blobs.length) files.push(...blobs.map((b): [string, Blob] => [key, b]));
    else if (!fileFields.includes(key)) rest[key] = value;
  }
  if (files.length === 0) return rest;
  const form = new FormData();
  form.append('data', JSON.stringify(rest));
  for (const [key, file] of files) form.append(key, file, (file as File).name ?? key);
  return form;
}
