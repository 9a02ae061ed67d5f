import { describe, expect, it } from 'vitest';
import { accessCodeFailure } from './access-code';

describe('accessCodeFailure', () => {
  it("sends 'Not Allowed' to the site root", () => {
    expect(accessCodeFailure('Not Allowed')).toEqual({ kind: 'redirectToRoot' });
    expect(accessCodeFailure('Not allowed')).not.toEqual({ kind: 'redirectToRoot' });
  });

  it('explains an expired event', () => {
    expect(accessCodeFailure('CODE_EXPIRED')).toEqual({
      kind: 'message',
      message: 'Event end date has passed.',
    });
  });

  it('asks to contact support on an error', () => {
    expect(accessCodeFailure('ERROR: lookup failed')).toEqual({
      kind: 'message',
      message: 'Unable to login. Please contact support.',
    });
  });

  it('calls anything else an invalid code, matching the markers by case', () => {
    expect(accessCodeFailure('')).toEqual({ kind: 'message', message: 'Access code invalid.' });
    expect(accessCodeFailure('expired')).toEqual({ kind: 'message', message: 'Access code invalid.' });
    expect(accessCodeFailure('error')).toEqual({ kind: 'message', message: 'Access code invalid.' });
  });
});
