import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from '../../testing/stub-local-storage';
import { clearDraft, readDraft, saveDraft } from './thon-draft';
import { emptyThonForm } from './thon-form-values';

describe('the wizard draft', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = stubLocalStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('comes back as it was kept, per user, until it is cleared', () => {
    const values = emptyThonForm();
    values.Organization.Name = 'Lakeside Elementary';
    saveDraft('user-a', { values, step: 2, idempotencyKey: 'key-1' });
    const draft = readDraft('user-a');
    expect(draft?.step).toBe(2);
    expect(draft?.idempotencyKey).toBe('key-1');
    expect(draft?.values.Organization.Name).toBe('Lakeside Elementary');
    expect(readDraft('user-b')).toBeNull();
    clearDraft('user-a');
    expect(readDraft('user-a')).toBeNull();
  });

  it('ignores what is not a draft', () => {
    stored.set('pledgethon.thonDraft.user-a', '{not json');
    expect(readDraft('user-a')).toBeNull();
    localStorage.setItem(
      'pledgethon.thonDraft.user-a',
      JSON.stringify({ step: 1, idempotencyKey: 'k', values: {} }),
    );
    expect(readDraft('user-a')).toBeNull();
  });
});
