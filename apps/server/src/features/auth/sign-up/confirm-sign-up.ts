import type { ConfirmSignUpRequest, SignUpKind } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { type Executor, schema } from '@pledgethon/db';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import { isUniqueViolation } from '../../../http/unique-violation';
import { openSession } from '../../sessions/open-session';
import { hashSecretToken } from '../../sessions/secret-tokens';
import { findUserByEmail } from '../users.queries';
import { findOpenSignUp, markSignUpConfirmed } from './sign-up.queries';

/**
 * The link of a sign-up is opened: the address is proven, so the account is made with the name,
 * password and terms given at sign-up, with its role (an organiser may create Thons, a parent adds
 * children), and signed in. Account, role, confirmation and session are one transaction, so a link
 * works once.
 */
export async function confirmSignUp(
  db: Executor,
  config: Config,
  input: { token: ConfirmSignUpRequest['Token']; ip: string | null; userAgent: string | null; now?: Date },
): Promise<{ BearerToken: string; Kind: SignUpKind; EventCode: string | null }> {
  const now = input.now ?? new Date();
  return db
    .transaction(async (tx) => {
      const signUp = await findOpenSignUp(tx, { tokenHash: hashSecretToken(input.token), now });
      if (!signUp) {
        throw new AppError('validation', messages.signUpLinkInvalid, { Token: messages.signUpLinkInvalid });
      }
      // Made since this sign-up was sent (another sign-up's link, an invitation): its reader owns it.
      if (await findUserByEmail(tx, signUp.email))
        throw new AppError('conflict', messages.emailAlreadyExists);
      const [user] = await tx
        .insert(schema.users)
        .values({
          email: signUp.email,
          firstName: signUp.firstName,
          lastName: signUp.lastName,
          passwordHash: signUp.passwordHash,
          termsAcceptedAt: signUp.createdAt,
          lastLoginAt: now,
        })
        .returning({ id: schema.users.id });
      if (!user) throw new Error('user insert returned no row');
      await tx.insert(schema.userRoles).values({ userId: user.id, role: signUp.kind });
      await markSignUpConfirmed(tx, { id: signUp.id, userId: user.id, now });
      const token = await openSession(tx, config, {
        userId: user.id,
        rememberMe: false,
        ip: input.ip,
        userAgent: input.userAgent,
        now,
      });
      return { BearerToken: token, Kind: signUp.kind, EventCode: signUp.eventCode };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_unique')) {
        throw new AppError('conflict', messages.emailAlreadyExists);
      }
      throw error;
    });
}
