/** Event links take the form {site}/{eventCode} (spec section 2). */
export const eventLink = (publicUrl: string, eventCode: string): string =>
  `${publicUrl}/${encodeURIComponent(eventCode)}`;
