// @vitest-environment happy-dom

import { render, screen } from '@testing-library/react';
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { QrCodeImage } from './QrCodeImage';

const SCALE = 4;

/** Reads the drawn SVG's unit squares back into a grey bitmap, and decodes it as a scanner would. */
function decode(svg: SVGElement): string {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const width = size * SCALE;
  const pixels = new Uint8ClampedArray(width * width).fill(255);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, column, row] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let y = 0; y < SCALE; y++)
      for (let x = 0; x < SCALE; x++)
        pixels[(Number(row) * SCALE + y) * width + Number(column) * SCALE + x] = 0;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, width)));
  return new QRCodeReader().decode(bitmap).getText();
}

describe('a QR code drawn in the browser', () => {
  it('scans back to the address it carries, named for screen readers', () => {
    const url = 'https://pledgethon.test/home?action=accesscode&code=REVNTy1BQ0NFU1MtMQ%3D%3D';
    render(<QrCodeImage text={url} alt="QR code that signs in Ada Birch" />);
    const image = screen.getByRole('img', { name: 'QR code that signs in Ada Birch' });
    expect(decode(image as unknown as SVGElement)).toBe(url);
  });
});
