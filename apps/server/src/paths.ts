import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const serverVersion: string = JSON.parse(
  readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
).version;
