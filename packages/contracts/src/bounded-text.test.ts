import { messages } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { boundedMultilineText, boundedText } from './bounded-text';

const problem = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('boundedText', () => {
  const text = boundedText(10);

  it('takes ordinary text up to its length, accents and emoji included', () => {
    for (const value of ['', 'Ana', 'Zoë & Sé', '🏃 run', '0123456789']) {
      expect(text.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses text beyond its length', () => {
    expect(problem(text.safeParse('01234567890'))).toBe(messages.textTooLong);
  });

  it('refuses NUL and other control characters, which no single-line field can hold', () => {
    for (const value of ['a\u0000b', 'a\nb', 'tab\there', '\u001b[31m', '\u007f']) {
      expect(problem(text.safeParse(value)), JSON.stringify(value)).toBe(messages.invalidData);
    }
  });

  it('refuses a lone half of a surrogate pair', () => {
    for (const value of ['\ud800', 'a\udc00', '\ud83c']) {
      expect(problem(text.safeParse(value)), JSON.stringify(value)).toBe(messages.invalidData);
    }
  });
});

describe('boundedMultilineText', () => {
  const text = boundedMultilineText(20);

  it('keeps line breaks and tabs but refuses NUL', () => {
    expect(text.safeParse('Hello\r\n\tthere').success).toBe(true);
    expect(problem(text.safeParse('Hello\u0000'))).toBe(messages.invalidData);
  });
});
