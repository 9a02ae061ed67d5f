/** Raw RGB pixels, ready for sharp's `raw` input. */
export type RawImage = { data: Buffer; width: number; height: number; channels: 3 };

const MAX_SIDE = 10_000;

/** The width and height a bitmap's header declares, read before any pixel is. */
export function bmpSize(file: Buffer): { width: number; height: number } | null {
  if (file.length < 54 || file.toString('latin1', 0, 2) !== 'BM') return null;
  return { width: file.readInt32LE(18), height: Math.abs(file.readInt32LE(22)) };
}

/**
 * Decodes an uncompressed 24- or 32-bit Windows bitmap (what paint programs save), which the image
 * library cannot read. Anything else (palettes, run-length compression, a truncated file) is null,
 * and the upload answers 'Invalid Image'.
 */
export function decodeBmp(file: Buffer): RawImage | null {
  if (file.length < 54 || file.toString('latin1', 0, 2) !== 'BM') return null;
  const pixelOffset = file.readUInt32LE(10);
  const width = file.readInt32LE(18);
  const rawHeight = file.readInt32LE(22);
  const bitsPerPixel = file.readUInt16LE(28);
  const compression = file.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (compression !== 0 || (bitsPerPixel !== 24 && bitsPerPixel !== 32)) return null;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  const bytesPerPixel = bitsPerPixel / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (pixelOffset + stride * height > file.length) return null;
  const data = Buffer.alloc(width * height * 3);
  // Rows are stored bottom-up unless the height is negative; pixels are blue, green, red.
  for (let row = 0; row < height; row++) {
    const source = pixelOffset + (rawHeight > 0 ? height - 1 - row : row) * stride;
    for (let column = 0; column < width; column++) {
      const from = source + column * bytesPerPixel;
      const to = (row * width + column) * 3;
      data[to] = file[from + 2] ?? 0;
      data[to + 1] = file[from + 1] ?? 0;
      data[to + 2] = file[from] ?? 0;
    }
  }
  return { data, width, height, channels: 3 };
}
