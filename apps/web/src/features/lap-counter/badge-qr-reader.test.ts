import { BinaryBitmap, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { BadgeQrReader } from './badge-qr-reader';

// A phone's picture: 640×480 grey, the badge filling most of its height, grey ink on grey paper, soft edges.
const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 8;
const INK = 40;
const PAPER = 215;

const loginBadge = (site: string, accessCode: string) =>
  `${site}/home?action=accesscode&code=${encodeURIComponent(btoa(accessCode))}`;

/** The badge's QR code (as the badge sheet draws it) in the middle of a camera frame, as the reader gets it. */
function cameraFrame(text: string): BinaryBitmap {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const left = Math.floor((WIDTH - modules.size * MODULE_PX) / 2);
  const top = Math.floor((HEIGHT - modules.size * MODULE_PX) / 2);
  const sharp = new Uint8ClampedArray(WIDTH * HEIGHT).fill(PAPER);
  for (let y = 0; y < modules.size * MODULE_PX; y++)
    for (let x = 0; x < modules.size * MODULE_PX; x++)
      if (modules.get(Math.floor(y / MODULE_PX), Math.floor(x / MODULE_PX)))
        sharp[(top + y) * WIDTH + left + x] = INK;
  // A 3×3 average blurs every edge, as a lens slightly out of focus does.
  const soft = new Uint8ClampedArray(WIDTH * HEIGHT).fill(PAPER);
  for (let y = 1; y < HEIGHT - 1; y++)
    for (let x = 1; x < WIDTH - 1; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) sum += sharp[(y + dy) * WIDTH + x + dx] ?? PAPER;
      soft[y * WIDTH + x] = sum / 9;
    }
  return new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(soft, WIDTH, HEIGHT)));
}

/** What the reader makes of the picture; null when it finds no code there or cannot correct what it read. */
function read(text: string): string | null {
  try {
    return new BadgeQrReader().decode(cameraFrame(text)).getText();
  } catch {
    return null;
  }
}

describe('the counter reads a badge held up to the camera', () => {
  // Its data holds a pattern that looks like a finder pattern; picked by how often it was seen, the
  // stray pattern won over a real one and the badge was never read.
  it('whose data mimics a finder pattern', () => {
    const badge = loginBadge('http://127.0.0.1:3100', 'E2E-GATES-2');
    expect(read(badge)).toBe(badge);
  });

  it('for every badge of a Thon of 200', () => {
    const badges = Array.from({ length: 200 }, (_, index) =>
      loginBadge('https://pledgethon.example', `SPRING-RUN-${index + 1}`),
    );
    expect(badges.filter((badge) => read(badge) !== badge)).toEqual([]);
  });
});
