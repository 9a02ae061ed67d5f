import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { CAPTCHA_VALID_MINUTES, storeCaptchaChallenge, verifyCaptcha } from './captcha.service';

describe('captcha', () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const challengeRow = async (id: string) => {
    const [row] = await server.db
      .select()
      .from(schema.captchaChallenges)
      .where(eq(schema.captchaChallenges.id, id));
    return row;
  };

  it('gives an SVG image and keeps only a hash of its answer, for 10 minutes', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/Captcha/New' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { CaptchaId, Svg } = response.json();
    expect(Svg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const row = await challengeRow(CaptchaId);
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.usedAt).toBeNull();
    const validMs = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(validMs).toBe(CAPTCHA_VALID_MINUTES * 60_000);
    expect(CAPTCHA_VALID_MINUTES).toBe(10);
  });

  it('asks a sum for those who cannot see the image, accepting its result in digits once', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/Captcha/NewQuestion' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { CaptchaId, First, Operation, Second } = response.json();
    expect(First).toBeGreaterThanOrEqual(Operation === 'minus' ? Second : 1);
    const result = Operation === 'plus' ? First + Second : First - Second;
    expect(result).toBeGreaterThanOrEqual(0);

    const row = await challengeRow(CaptchaId);
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyCaptcha(server.db, { captchaId: CaptchaId, answer: ` ${result} ` })).toBe(true);
    expect(await verifyCaptcha(server.db, { captchaId: CaptchaId, answer: String(result) })).toBe(false);
  });

  it('is spent by a wrong sum as by a wrong image answer', async () => {
    const { CaptchaId, First, Operation, Second } = (
      await server.app.inject({ method: 'GET', url: '/api/Captcha/NewQuestion' })
    ).json();
    const result = Operation === 'plus' ? First + Second : First - Second;
    expect(await verifyCaptcha(server.db, { captchaId: CaptchaId, answer: String(result + 1) })).toBe(false);
    expect(await verifyCaptcha(server.db, { captchaId: CaptchaId, answer: String(result) })).toBe(false);
  });

  it('accepts the right answer once, in any case and with stray spaces', async () => {
    const db = server.db;
    const captchaId = await storeCaptchaChallenge(db, { answer: 'K7PQ3' });
    expect(await verifyCaptcha(db, { captchaId, answer: ' k7pq3 ' })).toBe(true);
    expect(await verifyCaptcha(db, { captchaId, answer: 'K7PQ3' })).toBe(false);
  });

  it('is spent by a wrong answer, so one image cannot be guessed at', async () => {
    const db = server.db;
    const captchaId = await storeCaptchaChallenge(db, { answer: 'K7PQ3' });
    expect(await verifyCaptcha(db, { captchaId, answer: 'K7PQ4' })).toBe(false);
    expect(await verifyCaptcha(db, { captchaId, answer: 'K7PQ3' })).toBe(false);
  });

  it('refuses an expired challenge, an unknown id and a missing answer', async () => {
    const db = server.db;
    const issued = new Date(Date.now() - (CAPTCHA_VALID_MINUTES * 60_000 + 1000));
    const expired = await storeCaptchaChallenge(db, { answer: 'K7PQ3', now: issued });
    expect(await verifyCaptcha(db, { captchaId: expired, answer: 'K7PQ3' })).toBe(false);

    const live = await storeCaptchaChallenge(db, { answer: 'K7PQ3' });
    expect(await verifyCaptcha(db, { captchaId: live, answer: '' })).toBe(false);
    expect(await verifyCaptcha(db, { captchaId: 'not-an-id', answer: 'K7PQ3' })).toBe(false);
    expect(await verifyCaptcha(db, { captchaId: crypto.randomUUID(), answer: 'K7PQ3' })).toBe(false);
    expect(await verifyCaptcha(db, { captchaId: live, answer: 'K7PQ3' })).toBe(true);
  });

  it('stores a different hash for the same answer of two challenges', async () => {
    const db = server.db;
    const first = await storeCaptchaChallenge(db, { answer: 'K7PQ3' });
    const second = await storeCaptchaChallenge(db, { answer: 'K7PQ3' });
    expect((await challengeRow(first))?.answerHash).not.toBe((await challengeRow(second))?.answerHash);
  });
});
