/**
 * Keeps a cookie for the pages the server draws for a year, on every path of the site; undefined
 * removes it. Removed with a date in the past, which every engine reads as gone (some read
 * max-age=0 as a cookie for the visit).
 */
export function writeSiteCookie(name: string, value: string | undefined): void {
  const lifetime = value === undefined ? 'expires=Thu, 01 Jan 1970 00:00:00 GMT' : 'max-age=31536000';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers donors still use.
  document.cookie = `${name}=${value ?? ''}; path=/; ${lifetime}; samesite=lax`;
}
