import { messages } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../api/app-error';
import { accessCodeOutcome } from './access-code-failure';

describe('a failed access-code sign-in', () => {
  it("sends the user to the site root when the code is 'Not Allowed'", () => {
    expect(accessCodeOutcome(new AppError(403, 'Not Allowed'))).toEqual({ kind: 'goToSiteRoot' });
  });

  it.each([messages.accessCodeExpired, messages.accessCodeError, messages.accessCodeInvalid])(
    "shows the server's text: %s",
    (text) => {
      expect(accessCodeOutcome(new AppError(401, text))).toEqual({ kind: 'show', message: text });
    },
  );

  it('shows the generic text when the failure is not from the server', () => {
    expect(accessCodeOutcome(new TypeError('boom'))).toEqual({
      kind: 'show',
      message: messages.unexpectedError,
    });
  });
});
