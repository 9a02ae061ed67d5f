/** The address a participant's QR code opens: the home page signs them in with the code. */
export function qrLoginUrl(publicUrl: string, accessCode: string): string {
  const code = Buffer.from(accessCode, 'utf8').toString('base64');
  return `${publicUrl}/home?action=accesscode&code=${encodeURIComponent(code)}`;
}

/** The access code a QR code carries, base64-encoded (standard or URL-safe alphabet). */
export const decodeQrCode = (code: string): string => Buffer.from(code, 'base64').toString('utf8').trim();

/**
 * The access code a parent typed, or the one inside the link of a badge's QR code when they pasted
 * that link (a camera opens the link, which would sign the child in, not link them to the parent).
 */
export function accessCodeOfBadge(text: string): string {
  if (!text.includes('code=')) return text;
  const code = URL.canParse(text) ? new URL(text).searchParams.get('code') : null;
  return code ? decodeQrCode(code) : text;
}

// Medium error correction survives a creased or smudged paper badge.
const qrOptions = { errorCorrectionLevel: 'M', margin: 2 } as const;

// Loaded with the first QR code a process draws (badges, posters), not at every start (decision 165).
const qrLibrary = async () => (await import('qrcode')).default;

/** Small enough to embed many on one badge sheet, large enough to print sharply at badge size. */
export async function qrPngDataUrl(url: string): Promise<string> {
  return (await qrLibrary()).toDataURL(url, { ...qrOptions, width: 240 });
}

/** The downloadable PNG, large enough to print as a poster. */
export async function qrPng(url: string): Promise<Buffer> {
  return (await qrLibrary()).toBuffer(url, { ...qrOptions, type: 'png', width: 512 });
}
