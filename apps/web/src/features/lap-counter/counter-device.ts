/** A random UUID (v4) also where crypto.randomUUID is missing (pages not served over HTTPS). */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This device's name in the scans it sends, made once. */
export function deviceId(): string {
  const key = 'pledgethon.lapCounter.device';
  const kept = localStorage.getItem(key);
  if (kept) return kept;
  const made = newId();
  localStorage.setItem(key, made);
  return made;
}

const passKey = (eventCode: string) => `pledgethon.lapCounter.pass.${eventCode.toLowerCase()}`;

/** A volunteer's counting pass for the Thon, kept on the device that redeemed the link. */
export const readPass = (eventCode: string): string | null => localStorage.getItem(passKey(eventCode));
export const keepPass = (eventCode: string, token: string) => localStorage.setItem(passKey(eventCode), token);

/** SHA-256 (hex) of a login badge's code, as the roster's BadgeKey. */
export async function badgeKeyOf(accessCode: string): Promise<string> {
  const bytes = new TextEncoder().encode(accessCode.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
