import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, one lane.
const OPTIONS = {
  // Algorithm is a const enum, which isolated modules cannot read at run time: 2 is Argon2id.
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** An encoded argon2id hash with its own random salt, ready for users.password_hash. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** False for a wrong password and for a stored value that is not a readable hash. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
