import { z } from 'zod';
import { boundedText } from '../bounded-text';

/** A captcha for a sender who is not signed in: the image, and the id to send back with the answer. */
export const captchaChallengeSchema = z
  .object({
    CaptchaId: z.uuid(),
    /** An SVG image of the characters to type. */
    Svg: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' });

export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/**
 * The captcha that needs no sight: a sum a screen reader can read out. The page words the question
 * in its own language; the answer is the result in digits.
 */
export const captchaQuestionSchema = z
  .object({
    CaptchaId: z.uuid(),
    First: z.int().min(0).max(20),
    Operation: z.enum(['plus', 'minus']),
    Second: z.int().min(0).max(20),
  })
  .meta({ id: 'CaptchaQuestion' });

export type CaptchaQuestion = z.infer<typeof captchaQuestionSchema>;

/**
 * The captcha's answer a form sends when the server asks for one (an anonymous contact, a pledge after
 * repeated declined cards): the challenge's id and what was typed.
 */
export const captchaAnswerFields = {
  CaptchaId: boundedText(100).trim().optional(),
  CaptchaAnswer: boundedText(20).trim().optional(),
};
