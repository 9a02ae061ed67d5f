import { z } from 'zod';

/** A captcha for a sender who is not signed in: the image, and the id to send back with the answer. */
export const captchaChallengeSchema = z
  .object({
    CaptchaId: z.uuid(),
    /** An SVG image of the characters to type. */
    Svg: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' });

export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
