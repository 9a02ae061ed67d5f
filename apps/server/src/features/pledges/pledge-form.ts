import type { BrowserPaymentsInfo, PledgeForm } from '@pledgethon/contracts';
import {
  EXPECTED_UNITS_WITHOUT_HISTORY,
  messages,
  pledgeMinimums,
  publicParticipantName,
  SUGGESTED_FLAT_DONATIONS_CENTS,
  SUGGESTED_PER_UNIT_DONATIONS_CENTS,
} from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import type { Payments } from '../../integrations/payments/payments.types';
import { thonTakesCards } from '../connect/connected-accounts.queries';
import { averageUnits, findPledgeParticipant, findPledgeThon } from './pledges.queries';

export const browserPayments = (payments: Payments): BrowserPaymentsInfo =>
  payments.browser.provider === 'stripe'
    ? { Provider: 'stripe', PublishableKey: payments.browser.publishableKey }
    : { Provider: 'test' };

/**
 * What the pledge form shows for a Thon, and for one participant when the link names one. An unknown
 * participant is left out rather than refused: the donor may still give to the Thon itself.
 */
export async function readPledgeForm(
  db: Executor,
  payments: Payments,
  { eventCode, participantId }: { eventCode: string; participantId: string | undefined },
): Promise<PledgeForm> {
  const thon = await findPledgeThon(db, { eventCode });
  if (!thon || thon.status === 'draft') throw new AppError('not_found', messages.eventCodeInvalid);
  const participant = participantId
    ? await findPledgeParticipant(db, { eventId: thon.id, participantId })
    : undefined;
  const minimums = pledgeMinimums({ live: payments.live, ...thon });
  return {
    EventCode: thon.eventCode,
    EventName: thon.name,
    OrganizationName: thon.organizationName,
    FundsGoTo: thon.fundsGoTo,
    UnitName: thon.unitName,
    UnitNamePlural: thon.unitNamePlural,
    MaxUnits: thon.maxUnits,
    ExpectedUnits: (await averageUnits(db, { eventId: thon.id })) ?? EXPECTED_UNITS_WITHOUT_HISTORY,
    FlatDonationsOnly: thon.flatDonationsOnly,
    Closed: thon.status === 'completed' || Boolean(participant?.completedAt),
    TakesCards: await thonTakesCards(db, { eventId: thon.id }),
    Participant: participant
      ? {
          Id: participant.id,
          DisplayName: publicParticipantName(
            participant.firstName,
            participant.lastName,
            participant.publicFullNameOptIn,
          ),
        }
      : null,
    SuggestedPerUnitCents: [...SUGGESTED_PER_UNIT_DONATIONS_CENTS],
    SuggestedFlatCents: [...SUGGESTED_FLAT_DONATIONS_CENTS],
    MinimumFlatCents: minimums.giftCents,
    MinimumPerUnitCents: minimums.perUnitCents,
    Payments: browserPayments(payments),
  };
}
