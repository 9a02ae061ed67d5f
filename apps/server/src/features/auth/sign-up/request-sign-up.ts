import type { SignUpRequest } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { type Executor, hashPassword } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import { sendEmail } from '../../../integrations/email/send-email';
import { verifyCaptcha } from '../../captcha/captcha.service';
import { hashSecretToken, newSecretToken } from '../../sessions/secret-tokens';
import { findUserByEmail } from '../users.queries';
import { insertSignUp } from './sign-up.queries';
import {
  alreadySignedUp,
  CONFIRM_SIGN_UP_PAGE_PATH,
  confirmSignUp,
  SIGN_UP_VALID_HOURS,
} from './sign-up-emails';

/**
 * Someone signs up with an address: after the captcha, the address gets either the link that makes
 * the account or, when it already has one, a note to sign in instead. The answer is the same either
 * way, so it tells nobody whether an address has an account. The sign-up and its e-mail are written
 * in one transaction.
 */
export async function requestSignUp(
  deps: { db: Executor; config: Config; log: FastifyBaseLogger },
  input: Omit<SignUpRequest, 'AcceptTerms'> & { now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  if (!(await verifyCaptcha(deps.db, { captchaId: input.CaptchaId, answer: input.CaptchaAnswer, now }))) {
    throw new AppError('validation', messages.invalidCaptcha, { CaptchaAnswer: messages.invalidCaptcha });
  }
  const email = input.Email.toLowerCase();
  const token = newSecretToken();
  // Hashed whether or not it is kept, so a known address takes as long to answer as a new one.
  const passwordHash = await hashPassword(input.Password);
  await deps.db.transaction(async (tx) => {
    const send = (message: { subject: string; text: string }, key: string) =>
      sendEmail({ ...deps, db: tx }, { to: email, ...message, idempotencyKey: key });
    const tokenHash = hashSecretToken(token);
    const account = await findUserByEmail(tx, email);
    if (account) {
      const signInLink = `${deps.config.publicUrl}/home#sign-in`;
      await send(alreadySignedUp({ firstName: account.firstName, signInLink }), `sign-up:${tokenHash}:known`);
      return;
    }
    const signUpId = await insertSignUp(tx, {
      email,
      firstName: input.FirstName,
      lastName: input.LastName,
      passwordHash,
      kind: input.Kind,
      eventCode: input.Kind === 'parent' && input.EventCode ? input.EventCode : null,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_UP_VALID_HOURS * 60 * 60_000),
    });
    const link = `${deps.config.publicUrl}${CONFIRM_SIGN_UP_PAGE_PATH}?token=${token}`;
    await send(confirmSignUp({ firstName: input.FirstName, kind: input.Kind, link }), `sign-up:${signUpId}`);
  });
  return messages.signUpCheckEmail;
}
