const BOUNDARY = 'fuzzboundary';

type Part = { name: string; value: string | Buffer; fileName?: string };

function multipart(parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${disposition}\r\n` +
          (part.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n') +
          '\r\n',
      ),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
const file = (fileName: string, size = 10): Part => ({
  name: 'Files',
  value: Buffer.alloc(size, 1),
  fileName,
});

const many = (count: number, make: (index: number) => Part) =>
  Array.from({ length: count }, (_, index) => make(index));

/** Broken and hostile multipart bodies: what a careless or malicious client may send. */
export const BAD_MULTIPART_BODIES: { label: string; contentType: string; body: Buffer }[] = [
  {
    label: 'no boundary',
    contentType: 'multipart/form-data',
    body: multipart([{ name: 'From', value: 'a' }]),
  },
  {
    label: 'unclosed',
    contentType: withBoundary,
    body: multipart([{ name: 'From', value: 'a' }], { close: false }),
  },
  {
    label: 'truncated part',
    contentType: withBoundary,
    body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="From"\r\n\r\nabc`),
  },
  {
    label: 'part without headers',
    contentType: withBoundary,
    body: Buffer.from(`--${BOUNDARY}\r\n\r\nno headers\r\n--${BOUNDARY}--\r\n`),
  },
  { label: 'garbage', contentType: withBoundary, body: Buffer.from('garbage without any boundary') },
  { label: 'empty', contentType: withBoundary, body: Buffer.alloc(0) },
  {
    label: 'NUL and lone surrogate',
    contentType: withBoundary,
    body: multipart([
      { name: 'From', value: 'a\u0000b' },
      { name: 'Message', value: '\ud800' },
    ]),
  },
  {
    label: 'NUL in a field name',
    contentType: withBoundary,
    body: multipart([{ name: 'a\u0000b', value: 'x' }]),
  },
  {
    label: 'oversized field',
    contentType: withBoundary,
    body: multipart([{ name: 'Message', value: 'x'.repeat(200 * 1024) }]),
  },
  {
    label: 'too many fields',
    contentType: withBoundary,
    body: multipart(many(30, (index) => ({ name: `F${index}`, value: 'x' }))),
  },
  {
    label: 'too many files',
    contentType: withBoundary,
    body: multipart(many(8, (index) => file(`f${index}.txt`))),
  },
  {
    label: 'hostile file names',
    contentType: withBoundary,
    body: multipart([file('../../etc/passwd'), file('a\u0000b.png')]),
  },
  { label: 'oversized file', contentType: withBoundary, body: multipart([file('big.png', 9 * 1024 * 1024)]) },
];
