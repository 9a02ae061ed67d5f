import { messages } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { signUpFormSchema } from './sign-up-form';

const filled = { FirstName: 'Rosa', LastName: 'Diaz', Email: '', AcceptTerms: true };
const problems = (needsEmail: boolean, values: typeof filled) =>
  signUpFormSchema(needsEmail)
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the social sign-up form', () => {
  it('asks for an e-mail only when the provider gave none', () => {
    expect(problems(false, filled)).toBeUndefined();
    expect(problems(true, filled)).toEqual([['Email', messages.oauthEmailRequired]]);
    expect(problems(true, { ...filled, Email: 'nope' })).toEqual([['Email', messages.invalidEmail]]);
    expect(problems(true, { ...filled, Email: 'rosa@example.com' })).toBeUndefined();
  });

  it('requires the terms to be accepted', () => {
    expect(problems(false, { ...filled, AcceptTerms: false })).toEqual([
      ['AcceptTerms', messages.mustAgreeToTerms],
    ]);
  });

  it('requires both names', () => {
    expect(problems(false, { ...filled, FirstName: ' ', LastName: '' })).toEqual([
      ['FirstName', messages.reviewRequiredFields],
      ['LastName', messages.reviewRequiredFields],
    ]);
  });
});
