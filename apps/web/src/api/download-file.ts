import { requestHeaders, toAppError } from './client';

/** The body read so far, told to `onProgress` in bytes as each part arrives. */
async function readBody(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    parts.push(part.value);
    bytes += part.value.byteLength;
    onProgress(bytes);
  }
  return new Blob(parts, { type: response.headers.get('Content-Type') ?? '' });
}

/**
 * Downloads a file from the API with the session's headers (a plain link could not send them), under
 * the name the server gives it, or `fallbackName`. `onProgress` hears how many bytes have arrived, for
 * a file the server streams without saying its size.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  onProgress?: (bytes: number) => void,
): Promise<void> {
  const response = await fetch(path, { headers: requestHeaders(undefined) });
  if (!response.ok) throw toAppError(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const body = onProgress ? await readBody(response, onProgress) : await response.blob();
  const url = URL.createObjectURL(body);
  const link = Object.assign(document.createElement('a'), { href: url, download: name ?? fallbackName });
  link.click();
  URL.revokeObjectURL(url);
}
