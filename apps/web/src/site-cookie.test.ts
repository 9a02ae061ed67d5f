// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSiteCookie } from './site-cookie';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeSiteCookie', () => {
  it('keeps a cookie for a year on every path, sent only with same-site requests and top-level visits', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    writeSiteCookie('pledgethon.language', 'es');
    expect(written).toHaveBeenCalledWith('pledgethon.language=es; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(document.cookie).toContain('pledgethon.language=es');
  });

  it('removes a cookie with a date in the past', () => {
    writeSiteCookie('pledgethon.language', 'es');
    const written = vi.spyOn(document, 'cookie', 'set');
    writeSiteCookie('pledgethon.language', undefined);
    expect(written).toHaveBeenCalledWith(
      'pledgethon.language=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
    expect(document.cookie).toBe('');
  });
});
