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
 * Sort the ZIP's files: too large (over 1 MB), not an image (by magic bytes, never by extension), no collaborator
 * of the caller's units with that document number, a second picture for the same person, or a match.
 */
export function matchPictures(entries: ZipEntry[], collaborators: Collaborator[]): { matches: PictureMatch[]; report: Omit<PicturesReport, 'matched'> } {
  const byDocument = new Map<string, Collaborator>();
  for (const c of collaborators) if (c.numberOfDocument) byDocument.set(documentKey(c.numberOfDocument), c);
  const report: Omit<PicturesReport, 'matched'> = { unmatched: [], tooLarge: [], notImage: [], duplicate: [] };
  const matches: PictureMatch[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!entry.bytes) {
      report.tooLarge.push(entry.name);
      continue;
    }
    const bytes = Buffer.from(entry.bytes);
    const type = detectImageType(bytes);
    if (!type) {
      report.notImage.push(entry.name);
      continue;
    }
    const user = byDocument.get(documentOfFileName(entry.name));
    if (!user) report.unmatched.push(entry.name);
    else if (seen.has(user.id)) report.duplicate.push(entry.name);
    else {
      seen.add(user.id);
      matches.push({ file: entry.name, user, bytes, type });
    }
  }
  return { matches, report };
}
