import { documentKey, type PicturesReport } from '../../../../shared/imports';
import { detectImageType, type ImageType } from '../../../files';
import type { ZipEntry } from './zipEntries';

export interface Collaborator {
  id: string;
  firstName: string;
  lastName: string;
  numberOfDocument: string | null;
  imageUrl: string | null;
}

export interface PictureMatch {
  file: string;
  user: Collaborator;
  bytes: Buffer;
  type: ImageType;
}

/** `fotos/12.345.678-5.JPG` → the document key `123456785` (folders and the extension do not count). */
export function documentOfFileName(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return documentKey(dot > 0 ? base.slice(0, dot) : base);
}

/**
 * Sorts the ZIP's files as they come (zipEntries inflates one at a time): too large (over 1 MB), not an image (by
 * magic bytes, never by extension), no collaborator of the caller's units with that document number, a second
 * picture for the same person (the first by file name wins, as if the ZIP were sorted), or a match. `take` answers
 * the match to store now, and the earlier match it replaced (whose stored file goes).
 */
export function pictureMatcher(collaborators: Collaborator[]) {
  const byDocument = new Map<string, Collaborator>();
  for (const c of collaborators) if (c.numberOfDocument) byDocument.set(documentKey(c.numberOfDocument), c);
  const report: Omit<PicturesReport, 'matched'> = { unmatched: [], tooLarge: [], notImage: [], duplicate: [] };
  const chosen = new Map<string, { file: string }>();
  return {
    take(entry: ZipEntry): { match: PictureMatch | null; replaced: string | null } {
      const none = { match: null, replaced: null };
      if (!entry.bytes) return (report.tooLarge.push(entry.name), none);
      const bytes = Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength);
      const type = detectImageType(bytes);
      if (!type) return (report.notImage.push(entry.name), none);
      const user = byDocument.get(documentOfFileName(entry.name));
      if (!user) return (report.unmatched.push(entry.name), none);
      const earlier = chosen.get(user.id);
      if (earlier && earlier.file.localeCompare(entry.name) <= 0) return (report.duplicate.push(entry.name), none);
      if (earlier) report.duplicate.push(earlier.file);
      chosen.set(user.id, { file: entry.name });
      return { match: { file: entry.name, user, bytes, type }, replaced: earlier?.file ?? null };
    },
    /** the report's lists in file-name order, whatever the ZIP's order */
    sorted(): Omit<PicturesReport, 'matched'> {
      const by = (a: string, b: string) => a.localeCompare(b);
      return { unmatched: report.unmatched.sort(by), tooLarge: report.tooLarge.sort(by), notImage: report.notImage.sort(by), duplicate: report.duplicate.sort(by) };
    },
  };
}
