import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
// Large enough modules for a reader to find the code in a small, soft camera picture.
const MODULE_PX = 8;
const QUIET_MODULES = 4;

/**
 * A still picture of `text` as a QR code, black on white, in YUV4MPEG2 with 4:2:0 planes (the format
 * Chromium plays from a .y4m).
 */
function qrVideo(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_MODULES) * MODULE_PX;
  if (side > HEIGHT) throw new Error('the QR code does not fit the picture');
  const left = (WIDTH - side) / 2 + QUIET_MODULES * MODULE_PX;
  const top = (HEIGHT - side) / 2 + QUIET_MODULES * MODULE_PX;
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < MODULE_PX; y += 1)
        luma.fill(
          0,
          (top + row * MODULE_PX + y) * WIDTH + left + column * MODULE_PX,
          (top + row * MODULE_PX + y) * WIDTH + left + (column + 1) * MODULE_PX,
        );
    }
  // No colour: both chroma planes, a quarter of the picture each, sit at the middle value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, frame, frame]);
}

/**
 * Chromium's launch options with a camera that shows `text` as a QR code
 * (--use-file-for-fake-video-capture) and grants itself without asking. The video goes to a new
 * temporary directory that `remove` deletes after the browser has closed.
 */
export function withQrCamera(launchOptions: LaunchOptions, text: string) {
  const directory = mkdtempSync(join(tmpdir(), 'pledgethon-camera-'));
  const video = join(directory, 'badge.y4m');
  writeFileSync(video, qrVideo(text));
  const options: LaunchOptions = {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  };
  return { options, remove: () => rmSync(directory, { recursive: true, force: true }) };
}
