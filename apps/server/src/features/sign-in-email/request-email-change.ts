import { messages } from '@pledgethon/core';
import { type Executor, verifyPassword } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { sendEmail } from '../../integrations/email/send-email';
import { findUserByEmail } from '../auth/users.queries';
import { hashSecretToken, newSecretToken } from '../sessions/secret-tokens';
import { findAccountForEmailChange, insertEmailChange } from './sign-in-email.queries';
import {
  CONFIRM_EMAIL_PAGE_PATH,
  confirmNewEmail,
  EMAIL_CHANGE_VALID_HOURS,
  emailChangeAsked,
  newEmailTaken,
} from './sign-in-email-messages';

/**
 * The signed-in owner asks to sign in with another address, proving it is them with their password.
 * The new address gets a one-time link, and the current one is told; nothing changes until the link
 * is opened. The answer is the same whether or not the new address has an account of its own: its
 * reader learns that, not the asker. The messages are written with the request, in one transaction.
 */
export async function requestEmailChange(
  deps: { db: Executor; config: Config; log: FastifyBaseLogger },
  input: { userId: string; newEmail: string; password: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const newEmail = input.newEmail.toLowerCase();
  const account = await findAccountForEmailChange(deps.db, { userId: input.userId });
  if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError('validation', messages.currentPasswordWrong, {
      Password: messages.currentPasswordWrong,
    });
  }
  if (newEmail === account.email) {
    throw new AppError('validation', messages.emailUnchanged, { NewEmail: messages.emailUnchanged });
  }
  const token = newSecretToken();
  await deps.db.transaction(async (tx) => {
    const send = (to: string, message: { subject: string; text: string }, key: string) =>
      sendEmail({ ...deps, db: tx }, { to, ...message, idempotencyKey: key });
    const changeId = await insertEmailChange(tx, {
      userId: account.id,
      newEmail,
      tokenHash: hashSecretToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_VALID_HOURS * 60 * 60_000),
    });
    const link = `${deps.config.publicUrl}${CONFIRM_EMAIL_PAGE_PATH}?token=${token}`;
    const taken = await findUserByEmail(tx, newEmail);
    await send(
      newEmail,
      taken ? newEmailTaken({ email: newEmail }) : confirmNewEmail({ firstName: account.firstName, link }),
      `email-change:${changeId}:new`,
    );
    await send(
      account.email,
      emailChangeAsked({ firstName: account.firstName, newEmail }),
      `email-change:${changeId}:old`,
    );
  });
  return messages.emailChangeSent;
}
