import { describe, expect, it } from 'vitest';
import { readOAuthReturn, withoutOAuthReturn } from './oauth-return-params';

describe('the /home parameters of a social sign-in', () => {
  it('reads the ticket and the redirect', () => {
    expect(readOAuthReturn('?oauth=abc&redirect=%2Fparent%2Fdashboard')).toEqual({
      ticket: 'abc',
      failed: false,
      redirect: '/parent/dashboard',
    });
  });

  it('reads the failure flag', () => {
    expect(readOAuthReturn('?oauthError=1')).toEqual({ ticket: null, failed: true, redirect: null });
  });

  it('reads nothing from an ordinary visit', () => {
    expect(readOAuthReturn('')).toEqual({ ticket: null, failed: false, redirect: null });
  });

  it('removes the ticket and the flag but keeps the rest', () => {
    expect(withoutOAuthReturn('?oauth=abc&redirect=%2Fshop')).toBe('?redirect=%2Fshop');
    expect(withoutOAuthReturn('?oauthError=1')).toBe('');
  });
});
