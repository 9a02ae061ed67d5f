import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';

describe('cookieValue', () => {
  it('finds a cookie by its whole name, wherever it stands in the header', () => {
    expect(cookieValue('pledgethon.language=es', 'pledgethon.language')).toBe('es');
    expect(cookieValue('a=1;  pledgethon.signedIn=1 ; b=2', 'pledgethon.signedIn')).toBe('1');
    expect(
      cookieValue('xpledgethon.signedIn=1; pledgethon.signedInx=1', 'pledgethon.signedIn'),
    ).toBeUndefined();
  });

  it('keeps an = inside the value, and answers undefined with no cookies at all', () => {
    expect(cookieValue('token=a=b', 'token')).toBe('a=b');
    expect(cookieValue(undefined, 'token')).toBeUndefined();
    expect(cookieValue('', 'token')).toBeUndefined();
  });
});
