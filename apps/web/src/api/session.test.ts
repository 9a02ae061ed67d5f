// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from '../testing/stub-local-storage';
import { clearSession, readSession, saveSession } from './session';

let stored: Map<string, string>;

beforeEach(() => {
  stored = stubLocalStorage();
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('is empty before anyone signs in', () => {
    expect(readSession()).toBeNull();
  });

  it('keeps the session until it is cleared, and tells the server by a cookie while it is kept', () => {
    saveSession({ token: 'tok-1', userId: '7' });
    expect(readSession()).toEqual({ token: 'tok-1', userId: '7' });
    // No secret in it: only that someone is signed in, so the server hands /home to the app.
    expect(document.cookie).toBe('pledgethon.signedIn=1');

    clearSession();
    expect(readSession()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('keeps an access-code session that has no user account', () => {
    saveSession({ token: 'tok-2', userId: null });
    expect(readSession()).toEqual({ token: 'tok-2', userId: null });
  });

  it('treats a damaged stored value as signed out', () => {
    stored.set('pledgethon.session', '{not json');
    expect(readSession()).toBeNull();

    stored.set('pledgethon.session', JSON.stringify({ token: '', userId: '7' }));
    expect(readSession()).toBeNull();
  });
});
