import { describe, expect, it } from 'vitest';
import { messages, productMessages, specMessages } from './messages';

describe('messages', () => {
  it('keeps the spec texts character for character', () => {
    expect(messages.loginFailed).toBe('Please check your user name and password and then try again.');
    expect(messages.enterUsername).toBe('Please enter a username');
    expect(messages.inactiveUser).toBe('Your account is not active. Please contact administrator.');
    expect(messages.accessCodeExpired).toBe('Event end date has passed.');
    expect(messages.eventCodeInvalid).toBe('Sorry, that code is not valid.');
    expect(messages.minimumPledge).toBe('The minimum transaction amount is $1 for all pledges.');
    expect(messages.missingOrInvalidFields).toBe('Missing or Invalid Fields');
    expect(messages.reviewRequiredFields).toBe('Please review the required fields.');
    expect(messages.loginReviewRequiredFields).toBe('Please review required fields');
    expect(messages.accessDenied).toBe('access denied');
    expect(messages.somethingWentWrong).toBe('Something went wrong!');
    expect(messages.notFound).toBe('not found');
    expect(messages.resultsOutOfRange).toBe("Participant's results not in valid range");
  });

  it("keeps the spec's own spelling", () => {
    expect(messages.templateArchived).toBe('Template sucessfully archived');
    expect(messages.socialPostFailed).toContain('An error occured');
  });

  it('words the statuses the spec leaves open', () => {
    expect(messages.unexpectedError).toBe('Something went wrong. Please try again later.');
    expect(messages.tooManyRequests).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('has no key in both groups, so no spec text is overridden', () => {
    const shared = Object.keys(productMessages).filter((key) => key in specMessages);
    expect(shared).toEqual([]);
  });

  it('has no empty or padded text', () => {
    for (const text of Object.values(messages)) {
      expect(text).toBe(text.trim());
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
