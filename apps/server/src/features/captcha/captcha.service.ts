import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CaptchaChallenge, CaptchaQuestion } from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import { z } from 'zod';
import { consumeCaptchaChallenge, insertCaptchaChallenge } from './captcha.queries';

export const CAPTCHA_VALID_MINUTES = 10;

// Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/l); answers ignore case.
const CAPTCHA_CHARACTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CAPTCHA_LENGTH = 5;

const captchaIdSchema = z.uuid();

// Salted with the challenge id, so equal answers of two challenges do not share a stored hash.
function hashAnswer(captchaId: string, answer: string): Buffer {
  return createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest();
}

/** Keeps a challenge whose answer is known, valid for 10 minutes; only the answer's hash is stored. */
export async function storeCaptchaChallenge(
  db: Executor,
  { answer, now = new Date() }: { answer: string; now?: Date },
): Promise<string> {
  const id = randomUUID();
  await insertCaptchaChallenge(db, {
    id,
    answerHash: hashAnswer(id, answer).toString('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_VALID_MINUTES * 60_000),
  });
  return id;
}

/** A new image to read and the id to answer it with. */
export async function newCaptcha(db: Executor): Promise<CaptchaChallenge> {
  // Loaded with the first captcha (it reads a font): most servers never ask for one (decision 165).
  const { default: svgCaptcha } = await import('svg-captcha');
  const { text, data } = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: CAPTCHA_CHARACTERS,
    noise: 2,
    color: true,
    background: '#ffffff',
  });
  return { CaptchaId: await storeCaptchaChallenge(db, { answer: text }), Svg: data };
}

const QUESTION_MAX_TERM = 20;

/**
 * The captcha for people who cannot see the image: a sum of two numbers up to 20 (a difference never
 * below zero), answered in digits and checked like the image's answer.
 */
export async function newCaptchaQuestion(db: Executor): Promise<CaptchaQuestion> {
  const a = randomInt(1, QUESTION_MAX_TERM + 1);
  const b = randomInt(1, QUESTION_MAX_TERM + 1);
  const operation = randomInt(2) === 0 ? 'plus' : 'minus';
  const [first, second] = operation === 'minus' && a < b ? [b, a] : [a, b];
  const result = operation === 'plus' ? first + second : first - second;
  const id = await storeCaptchaChallenge(db, { answer: String(result) });
  return { CaptchaId: id, First: first, Operation: operation, Second: second };
}

/** True once for the right answer to a live challenge; a challenge is spent by any answer. */
export async function verifyCaptcha(
  db: Executor,
  { captchaId, answer, now = new Date() }: { captchaId?: string; answer?: string; now?: Date },
): Promise<boolean> {
  if (!captchaId || !answer || !captchaIdSchema.safeParse(captchaId).success) return false;
  const storedHash = await consumeCaptchaChallenge(db, { id: captchaId, now });
  if (!storedHash) return false;
  return timingSafeEqual(Buffer.from(storedHash, 'hex'), hashAnswer(captchaId, answer));
}
