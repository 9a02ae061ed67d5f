import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the password a hash was made from and rejects any other', async () => {
    const hash = await hashPassword('Demo2026');
    expect(await verifyPassword(hash, 'Demo2026')).toBe(true);
    expect(await verifyPassword(hash, 'demo2026')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('hashes with argon2id at the OWASP parameters and a fresh salt each time', async () => {
    const [one, two] = await Promise.all([hashPassword('Demo2026'), hashPassword('Demo2026')]);
    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(one).not.toBe(two);
  });

  it('answers false, not an error, for a stored value that is no hash', async () => {
    expect(await verifyPassword('not a hash', 'Demo2026')).toBe(false);
  });
});
