import { messages } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { contactFormSchema, toContactFormData } from './contact-form-values';

const filled = {
  From: 'principal@lincoln-elementary.org',
  FromName: 'Maria Lopez',
  Subject: 'Pledge totals',
  Message: 'Room 12 shows 0 laps.',
  jiraIssueType: 'problem',
  CaptchaAnswer: '',
  Files: [] as File[],
};

const firstError = (needsCaptcha: boolean, values: object) =>
  contactFormSchema(needsCaptcha).safeParse(values).error?.issues[0]?.message;

describe('contact form values', () => {
  it('asks for the captcha answer only from a sender who is not signed in', () => {
    expect(firstError(false, filled)).toBeUndefined();
    expect(firstError(true, filled)).toBe(messages.invalidCaptcha);
    expect(firstError(true, { ...filled, CaptchaAnswer: 'K7PQ3' })).toBeUndefined();
  });

  it('takes at most 5 files of at most 8 MB each', () => {
    const small = new File(['x'], 'shot.png', { type: 'image/png' });
    expect(firstError(false, { ...filled, Files: Array.from({ length: 5 }, () => small) })).toBeUndefined();
    expect(firstError(false, { ...filled, Files: Array.from({ length: 6 }, () => small) })).toBe(
      messages.tooManyAttachments,
    );
    const large = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'video.mp4');
    expect(firstError(false, { ...filled, Files: [large] })).toBe(messages.fileSizeLimitExceeded);
  });

  it('gives the required-fields text for an empty field', () => {
    expect(firstError(false, { ...filled, Subject: '  ' })).toBe(messages.enterRequiredFields);
  });

  it('sends the fields by their spec names, each file as a Files part, and the captcha when answered', () => {
    const values = contactFormSchema(true).parse({
      ...filled,
      CaptchaAnswer: 'K7PQ3',
      Files: [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')],
    });
    const form = toContactFormData(values, 'captcha-1');
    expect(form.get('From')).toBe(filled.From);
    expect(form.get('jiraIssueType')).toBe('problem');
    expect(form.get('CaptchaId')).toBe('captcha-1');
    expect(form.get('CaptchaAnswer')).toBe('K7PQ3');
    expect(form.getAll('Files').map((file) => (file as File).name)).toEqual(['a.txt', 'b.txt']);

    const signedIn = toContactFormData(contactFormSchema(false).parse(filled), undefined);
    expect(signedIn.has('CaptchaId')).toBe(false);
  });
});
