import { createHash } from 'node:crypto';
import type { CreateThonRequest, CreateThonResponse } from '@pledgethon/contracts';
import { eventLink, messages } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { PaymentAccounts } from '../../integrations/payments/payment-accounts.types';
import { eventCodeTaken, isEventCodeConflict } from './event-code-taken';
import { requireKnownCountry } from './known-country';
import {
  recordPaymentAccount,
  recordThonCreated,
  recordThonCreationFailed,
  recordThonStepFailed,
  startThonCreation,
  type ThonCreation,
} from './thon-creations.queries';
import { findThonCode } from './thon-settings.queries';
import {
  grantOrganizer,
  insertConnectedAccount,
  insertDefaultReminders,
  insertEvent,
  insertOrganization,
  isEventCodeTaken,
} from './thon-setup.queries';

export type ThonCreator = {
  userId: string;
  /** Organisers become the new Thon's organiser; franchisees and administrators reach it anyway. */
  isOrganizer: boolean;
  /** The franchise the Thon belongs to when a franchisee creates it. */
  franchiseeId: string | null;
};

type Context = { db: Database; accounts: PaymentAccounts; publicUrl: string; log: FastifyBaseLogger };

/**
 * Creates a Thon in two named steps that span the payment provider and our database:
 *   1. payment account: the organisation's connected account, opened at the provider; compensated by
 *      closing it;
 *   2. thon: organisation, its connected account's record, event, reminders and organiser grant in
 *      one transaction.
 * Each step records its result on the creation record before the next begins, so a retry with the
 * same idempotency key resumes after the last recorded step and never opens a second account.
 */
export async function createThon(
  context: Context,
  creator: ThonCreator,
  request: CreateThonRequest,
): Promise<CreateThonResponse> {
  const { db } = context;
  await requireKnownCountry(request.Organization);
  const { IdempotencyKey, ...details } = request;
  const requestHash = createHash('sha256').update(JSON.stringify(details)).digest('hex');
  const creation = await startThonCreation(db, {
    userId: creator.userId,
    idempotencyKey: IdempotencyKey,
    requestHash,
  });
  if (creation.requestHash !== requestHash) throw new AppError('conflict', messages.thonCreationKeyReused);
  if (creation.step === 'completed' && creation.eventId) return created(context, creation.eventId);

  if (await isEventCodeTaken(db, { eventCode: request.Event.EventCode })) {
    if (creation.paymentAccountId)
      await compensate(context, creation, creation.paymentAccountId, 'event code taken');
    throw eventCodeTaken();
  }
  const paymentAccountId =
    creation.paymentAccountId ?? (await openPaymentAccount(context, creation, request));
  const eventId = await writeThon(context, creator, creation, request, paymentAccountId);
  return created(context, eventId);
}

async function openPaymentAccount(context: Context, creation: ThonCreation, request: CreateThonRequest) {
  try {
    const { accountId } = await context.accounts.openAccount({
      idempotencyKey: `thon-creation:${creation.id}:${creation.attempt}`,
      legalName: request.PaymentAccount.LegalName,
      email: request.PaymentAccount.Email,
    });
    await recordPaymentAccount(context.db, { id: creation.id, paymentAccountId: accountId });
    return accountId;
  } catch (error) {
    context.log.error({ err: error, provider: context.accounts.name }, 'payment account not opened');
    await recordThonCreationFailed(context.db, { id: creation.id, failure: 'payment account not opened' });
    throw new AppError('rule', messages.thonCreationFailed);
  }
}

async function writeThon(
  context: Context,
  creator: ThonCreator,
  creation: ThonCreation,
  request: CreateThonRequest,
  paymentAccountId: string,
): Promise<string> {
  try {
    return await context.db.transaction(async (tx) => {
      const organizationId = await insertOrganization(tx, {
        organization: request.Organization,
        legalName: request.PaymentAccount.LegalName,
        franchiseeId: creator.franchiseeId,
      });
      const eventId = await insertEvent(tx, {
        event: request.Event,
        organizationId,
        franchiseeId: creator.franchiseeId,
        paymentAccountId,
        userId: creator.userId,
      });
      // The organisation's connected account, not yet able to take charges: the organiser connects
      // the school's bank through the provider's onboarding (decision 135).
      await insertConnectedAccount(tx, {
        accountId: paymentAccountId,
        provider: context.accounts.name,
        organizationId,
      });
      await insertDefaultReminders(tx, { eventId });
      if (creator.isOrganizer) await grantOrganizer(tx, { userId: creator.userId, eventId });
      await recordThonCreated(tx, { id: creation.id, eventId });
      return eventId;
    });
  } catch (error) {
    await compensate(context, creation, paymentAccountId, 'thon not written');
    if (isEventCodeConflict(error)) throw eventCodeTaken();
    throw error;
  }
}

/**
 * Closes the account the provider opened for a Thon that was not written. When the provider cannot
 * close it now, the account stays on the record, and the retry uses it instead of opening another.
 */
async function compensate(
  context: Context,
  creation: ThonCreation,
  paymentAccountId: string,
  failure: string,
) {
  try {
    await context.accounts.closeAccount(paymentAccountId);
    await recordThonCreationFailed(context.db, { id: creation.id, failure });
  } catch (error) {
    context.log.error(
      { err: error, provider: context.accounts.name, paymentAccountId },
      'payment account not closed',
    );
    await recordThonStepFailed(context.db, { id: creation.id, failure });
  }
}

async function created(context: Context, eventId: string): Promise<CreateThonResponse> {
  const eventCode = await findThonCode(context.db, { eventId });
  if (!eventCode) throw new Error(`created Thon ${eventId} not found`);
  return {
    EventId: eventId,
    EventCode: eventCode,
    EventLink: eventLink(context.publicUrl, eventCode),
    Message: messages.thonCreated,
  };
}
