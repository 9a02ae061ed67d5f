import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../http/unique-violation';
import { sendEmail } from '../../integrations/email/send-email';
import { hashSecretToken } from '../sessions/secret-tokens';
import { findAccountForEmailChange, setAccountEmail, useEmailChange } from './sign-in-email.queries';
import { emailChanged } from './sign-in-email-messages';

/**
 * Moves the account to the new address through the link sent to it, which proves the address is the
 * owner's, and tells the old address, in one transaction. An address that an account took since the
 * link was sent is refused in the spec's words.
 */
export async function confirmEmailChange(
  deps: { db: Executor; config: Config; log: FastifyBaseLogger },
  input: { token: string; now?: Date },
): Promise<{ Message: string; Email: string }> {
  const now = input.now ?? new Date();
  return deps.db
    .transaction(async (tx) => {
      const change = await useEmailChange(tx, { tokenHash: hashSecretToken(input.token), now });
      // The change row goes with its account (on delete cascade), so a live link always has one.
      const account = change && (await findAccountForEmailChange(tx, { userId: change.userId }));
      if (!change || !account) {
        throw new AppError('validation', messages.emailChangeLinkInvalid, {
          Token: messages.emailChangeLinkInvalid,
        });
      }
      await setAccountEmail(tx, { userId: account.id, email: change.newEmail });
      await sendEmail(
        { ...deps, db: tx },
        {
          to: account.email,
          ...emailChanged({ firstName: account.firstName, newEmail: change.newEmail }),
          idempotencyKey: `email-changed:${account.id}:${change.newEmail}:${now.toISOString()}`,
        },
      );
      return { Message: messages.emailChanged, Email: change.newEmail };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_unique')) {
        throw new AppError('conflict', messages.emailAlreadyExists, { Email: messages.emailAlreadyExists });
      }
      throw error;
    });
}
