/**
 * The text of an uploaded CSV: UTF-8 (with or without a byte order mark) when it is valid UTF-8, otherwise
 * Windows-1252, which is what Excel's plain "CSV" writes on Spanish and Portuguese Windows.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
