import QRCode from 'qrcode';
import { useMemo } from 'react';

// Medium error correction survives a creased or smudged paper badge; the quiet zone is two modules.
const ERROR_CORRECTION = 'M';
const MARGIN = 2;

/** The dark modules of a QR code as one SVG path, a unit square per module. */
function modulesPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + MARGIN} ${row + MARGIN}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * MARGIN, path };
}

/**
 * A QR code drawn in the browser as a vector: sharp at any print size, and a Thon's whole list of
 * badges costs the server no image work.
 */
export function QrCodeImage({
  text,
  alt,
  className,
  pixels,
}: {
  text: string;
  alt: string;
  /** Sizes the code through the caller's CSS, */
  className?: string;
  /** or at this many CSS pixels square. */
  pixels?: number;
}) {
  const { size, path } = useMemo(() => modulesPath(text), [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={alt}
      className={className}
      style={pixels ? { width: pixels, height: pixels, flex: 'none' } : undefined}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The QR code as a PNG file of `width` pixels, for a download that prints as a poster. */
export function downloadQrPng(text: string, fileName: string, width = 512): Promise<void> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: ERROR_CORRECTION, margin: MARGIN, width }).then(
    (href) => {
      Object.assign(document.createElement('a'), { href, download: fileName }).click();
    },
  );
}
