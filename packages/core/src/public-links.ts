/**
 * The addresses of the public pages the product gives out. A message, QR code or button that names a
 * child takes its link from `participantPageUrl`, so no sender can point a donor at the Thon's page,
 * where children are not listed by name (decision 120).
 */

/** Event links take the form {site}/{eventCode} (spec section 2). */
export const eventLink = (site: string, eventCode: string): string =>
  `${site}/${encodeURIComponent(eventCode)}`;

/** A Thon's own page, where an event link leads. */
export const thonPagePath = (eventCode: string): string => `/event/${encodeURIComponent(eventCode)}`;

/** A child's own page. */
export const participantPagePath = (eventCode: string, participantId: string): string =>
  `${thonPagePath(eventCode)}/p/${encodeURIComponent(participantId)}`;

/** A child's own page on the site `site` (no trailing slash), as messages, QR codes and buttons give it. */
export const participantPageUrl = (site: string, eventCode: string, participantId: string): string =>
  `${site}${participantPagePath(eventCode, participantId)}`;
