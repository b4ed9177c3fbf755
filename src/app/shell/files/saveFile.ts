/** Save a Blob with a file name (the browser's download). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // after the click has been handled: revoking at once can cancel the download in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The name a download answer gives its file (`content-disposition: attachment; filename="…"`), else `fallback`. */
export const fileNameOf = (res: Response, fallback: string): string =>
  /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** Save a download answer under the name the server gives it. */
export async function saveResponse(res: Response, fallback: string): Promise<void> {
  saveFile(await res.blob(), fileNameOf(res, fallback));
}
