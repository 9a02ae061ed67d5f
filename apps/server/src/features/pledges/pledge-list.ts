import type { PledgeList, PledgeProgress } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { writeOffCharge } from '../payment-states/charge-moves.queries';
import type { MailContext } from './donor-mail';
import { sendPaymentRequest } from './pledge-emails';
import { countPledges, findThonPledge, listPledgePage, pledgeProgressCounts } from './pledge-list.queries';

const PAGE_SIZE = 50;

/** The pledges tab: a Thon's pledges with where each stands, filtered, and the outstanding total. */
export async function readPledgeList(
  db: Executor,
  filter: { eventId: string; progress?: PledgeProgress; kind?: 'per_unit' | 'flat'; page: number },
): Promise<PledgeList> {
  const [rows, total, counts] = await Promise.all([
    listPledgePage(db, { ...filter, limit: PAGE_SIZE, offset: (filter.page - 1) * PAGE_SIZE }),
    countPledges(db, filter),
    pledgeProgressCounts(db, { eventId: filter.eventId }),
  ]);
  const failed = counts.find((row) => row.progress === 'failed');
  return {
    EventId: filter.eventId,
    Pledges: rows.map((row) => ({
      PledgeId: row.pledge.id,
      CreatedAt: row.pledge.createdAt.toISOString(),
      DonorName: `${row.pledge.donorFirstName} ${row.pledge.donorLastName}`,
      DonorEmail: row.pledge.donorEmail,
      ParticipantName:
        row.participantFirstName === null
          ? null
          : `${row.participantFirstName} ${row.participantLastName ?? ''}`.trim(),
      Kind: row.pledge.kind,
      RateCents: row.pledge.rateCents,
      MaxCents: row.pledge.maxCents,
      AmountCents: row.pledge.amountCents,
      IsOffline: row.pledge.isOffline,
      Progress: row.progress,
      ChargeState: row.chargeState,
      PledgedCents: row.pledgedCents,
      CollectedCents: row.collectedCents,
      Failure: row.failure,
      Attempt: row.attempt,
    })),
    Total: total,
    PageSize: PAGE_SIZE,
    Counts: Object.fromEntries(counts.map((row) => [row.progress, row.pledges])),
    OutstandingCents: failed?.dueCents ?? 0,
    Warning: failed && failed.pledges > 0 ? messages.pledgesMayHaveIssues : null,
  };
}

async function failedPledgeOf(db: Executor, ids: { eventId: string; pledgeId: string }) {
  const found = await findThonPledge(db, ids);
  if (!found) throw new AppError('not_found', messages.notFound);
  if (found.chargeState !== 'failed' || found.attempt === null)
    throw new AppError('rule', messages.paymentNotDue);
  return { ...found, attempt: found.attempt };
}

/** The organiser asks the donor again, with a fresh link, to pay a failed charge. */
export async function resendPaymentRequest(context: MailContext, ids: { eventId: string; pledgeId: string }) {
  const found = await failedPledgeOf(context.db, ids);
  await sendPaymentRequest(context, {
    pledgeId: found.pledgeId,
    attempt: found.attempt,
    resend: new Date().toISOString(),
  });
  return { Success: true as const, Message: messages.recoveryEmailSent };
}

/** The organiser stops chasing a failed charge: no more retries, no longer outstanding. */
export async function writeOffPledge(db: Executor, ids: { eventId: string; pledgeId: string }) {
  await failedPledgeOf(db, ids);
  await writeOffCharge(db, { pledgeId: ids.pledgeId });
  return { Success: true as const, Message: messages.pledgeWrittenOff };
}
