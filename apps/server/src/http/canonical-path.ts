/**
 * The path part of a request URL the way the router reads it: percent-escapes decoded, duplicate
 * and trailing slashes dropped. Letter case is kept; callers that ignore it compare in lower case.
 */
export function canonicalPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A broken escape decodes to nothing else; the raw text is the path then.
  }
  const collapsed = decoded.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}
