/**
 * A ZIP entry name that would write outside the folder it is extracted to — `../../etc/passwd`, `/etc/passwd`,
 * `C:\Windows\…`, `\\server\share\…` — or that no file system takes (control characters). Such a ZIP is refused
 * whole: it was made to attack whoever unpacks it, whatever else it holds.
 */
export function isUnsafeZipPath(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (name === '' || /[\u0000-\u001f\u007f]/.test(name)) return true;
  const path = name.replace(/\\/g, '/');
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return true;
  return path.split('/').some((segment) => segment === '..');
}

/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;
const MAX_NAME = 120;

/**
 * Names for the files of a ZIP the product builds (bulk download of slips): each safe on every system — no
 * folders, no forbidden characters, not empty, at most 120 characters kept with the extension — and unique in the
 * archive ignoring case (`García López, María.pdf`, then `García López, María (2).pdf`).
 */
export function zipNameAllocator(): (wanted: string, extension: string) => string {
  const taken = new Set<string>();
  return (wanted, extension) => {
    const ext = extension.startsWith('.') ? extension : `.${extension}`;
    const base = wanted.normalize('NFC').replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').replace(/^[\s.]+|[\s.]+$/g, '').slice(0, MAX_NAME) || 'documento';
    for (let n = 1; ; n++) {
      const name = `${base}${n === 1 ? '' : ` (${n})`}${ext}`;
      if (!taken.has(name.toLowerCase())) {
        taken.add(name.toLowerCase());
        return name;
      }
    }
  };
}
