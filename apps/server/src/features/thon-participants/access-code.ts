import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: a code read off a badge or typed by a child cannot be mistaken.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

/**
 * A new participant's access code. 31^10 (about 8e14) codes make a collision across a whole
 * deployment vanishingly rare; the unique index on lower(access_code) is the guarantee.
 */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
