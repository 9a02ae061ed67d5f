import { requestHeaders, toAppError } from './client';

/**
 * Downloads a file from the API with the session's headers (a plain link could not send them), under
 * the name the server gives it, or `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { headers: requestHeaders(undefined) });
  if (!response.ok) throw toAppError(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name ?? fallbackName });
  link.click();
  URL.revokeObjectURL(url);
}
