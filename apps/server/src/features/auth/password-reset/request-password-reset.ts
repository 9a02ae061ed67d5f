import { messages, PASSWORD_RESET_VALID_MINUTES } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import { sendEmail } from '../../../integrations/email/send-email';
import type { JobQueue } from '../../../jobs/job-queue';
import { hashSecretToken, newSecretToken } from '../../sessions/secret-tokens';
import { findUserByEmail } from '../users.queries';
import { insertPasswordResetToken } from './password-reset.queries';
import { RESET_EMAIL_SUBJECT, resetEmailText } from './reset-email';

const RESET_PASSWORD_PAGE_PATH = '/home/ResetPassword';

/**
 * Stores a single-use reset token (its hash only) and e-mails the link to the account's address.
 * The token is made before the account is looked up, so known and unknown addresses do the same work.
 */
export async function requestPasswordReset(
  deps: { db: Executor; jobs: JobQueue; config: Config; log: FastifyBaseLogger },
  input: { email: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const token = newSecretToken();
  const tokenHash = hashSecretToken(token);
  const user = await findUserByEmail(deps.db, input.email.trim().toLowerCase());
  if (!user) throw new AppError('not_found', messages.accountNotFound);

  const resetId = await deps.db.transaction((tx) =>
    insertPasswordResetToken(tx, {
      tokenHash,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000),
    }),
  );
  const link = `${deps.config.publicUrl}${RESET_PASSWORD_PAGE_PATH}?token=${token}`;
  await sendEmail(deps, {
    to: user.email,
    subject: RESET_EMAIL_SUBJECT,
    text: resetEmailText({ firstName: user.firstName, link }),
    idempotencyKey: `password-reset:${resetId}`,
  });
  return messages.passwordResetSent;
}
