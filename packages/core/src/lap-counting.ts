/** The lap counter's rules, shared by the counter screen and the server (decision 083). */

/** The guard time a Thon starts with: a second scan of one badge within it is ignored. */
export const DEFAULT_LAP_GUARD_SECONDS = 20;

/**
 * Team colours by the team's place in the Thon's list (by name). Each is dark enough for white text
 * (WCAG AA at large sizes and above) and they differ in hue, for badges and the big screen.
 */
export const TEAM_COLORS = [
  '#C62828',
  '#1565C0',
  '#2E7D32',
  '#6A1B9A',
  '#BF360C',
  '#00695C',
  '#AD1457',
  '#4E342E',
] as const;

export function teamColor(position: number): string {
  return (
    TEAM_COLORS[((position % TEAM_COLORS.length) + TEAM_COLORS.length) % TEAM_COLORS.length] ?? '#424242'
  );
}

/** What a badge's QR code names: the participant of a lap-counter badge, or the access code of a login badge. */
export type ScannedBadge = { participantId: string } | { accessCode: string } | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeBase64(text: string): string | null {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * Reads a scanned QR code: a lap-counter badge carries the participant's public page
 * (`…/event/{code}/p/{participantId}`), a login badge `…/home?action=accesscode&code={base64}`.
 * Anything else is not a badge.
 */
export function readBadgeQr(text: string): ScannedBadge {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const page = /\/event\/[^/]+\/p\/([^/?#]+)\/?$/i.exec(url.pathname);
  if (page?.[1] && UUID.test(page[1])) return { participantId: page[1].toLowerCase() };
  const code = url.searchParams.get('code');
  if (url.searchParams.get('action')?.toLowerCase() === 'accesscode' && code) {
    const accessCode = decodeBase64(code)?.trim();
    return accessCode ? { accessCode } : null;
  }
  return null;
}

/** Whether a scan at `now` repeats one made at `last` within the guard time, so is ignored. */
export function withinLapGuard(last: number | undefined, now: number, guardSeconds: number): boolean {
  return last !== undefined && now - last >= 0 && now - last < guardSeconds * 1000;
}

/** A lap scan as the guard reads it: whose, when (ms since the epoch, by the scanning device's clock), its id. */
export interface TimedLap {
  id: string;
  participantId: string;
  scannedAt: number;
}

/**
 * Which laps count when several devices scan one participant (decision 099). By scan time, a lap
 * counts unless a lap counted before it for the same participant lies within the guard time; equal
 * times go by id, so every server and every order of arrival gives the same answer. A lap that does
 * not count is a repeat of the counted lap named beside it. Only laps not taken back are given.
 */
export function guardLaps<T extends TimedLap>(
  laps: readonly T[],
  guardSeconds: number,
): { counts: Map<string, number>; repeats: Map<string, { lap: T; of: T }> } {
  const ordered = [...laps].sort(
    (a, b) =>
      compareText(a.participantId, b.participantId) || a.scannedAt - b.scannedAt || compareText(a.id, b.id),
  );
  const counts = new Map<string, number>();
  const repeats = new Map<string, { lap: T; of: T }>();
  let counted: T | undefined;
  for (const lap of ordered) {
    if (counted?.participantId !== lap.participantId) counted = undefined;
    if (counted && withinLapGuard(counted.scannedAt, lap.scannedAt, guardSeconds)) {
      repeats.set(lap.id, { lap, of: counted });
      continue;
    }
    counted = lap;
    counts.set(lap.participantId, (counts.get(lap.participantId) ?? 0) + 1);
  }
  return { counts, repeats };
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The units a count publishes: never beyond the Thon's max units. */
export const cappedUnits = (count: number, maxUnits: number): number => Math.min(count, maxUnits);
