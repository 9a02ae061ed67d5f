import { messages } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../api/app-error';
import { needsNewSubmission } from './submit-with-card-check';

describe("the pledge form's next try", () => {
  it('is a new submission after a refusal, and the same one when the server asks to try again', () => {
    expect(needsNewSubmission(new AppError(422, messages.paymentDeclined))).toBe(true);
    expect(needsNewSubmission(new AppError(409, messages.pledgeKeyReused))).toBe(true);
    expect(needsNewSubmission(new AppError(503, messages.pledgeNotConfirmed))).toBe(false);
    expect(needsNewSubmission(new AppError(500, messages.unexpectedError))).toBe(false);
    expect(needsNewSubmission(new AppError(0, messages.unexpectedError))).toBe(false);
  });
});
