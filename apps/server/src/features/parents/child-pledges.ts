import type { ChildPledge } from '@pledgethon/contracts';
import { chargeCents, donorShortName, expectedCents, type PledgeTerms } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { findChildPledges } from './parents.queries';

type Row = Awaited<ReturnType<typeof findChildPledges>>[number];

function termsOf(row: Row): PledgeTerms {
  return row.kind === 'flat'
    ? { kind: 'flat', amountCents: row.flatCents ?? 0 }
    : { kind: 'per_unit', rateCents: row.rateCents ?? 0, donorMaxCents: row.maxCents };
}

/**
 * The pledges a parent's children received with their state and money (decision 057): expected is
 * what the donor will pay at the recorded units, or at the expected units (34) before any result;
 * charged is what succeeded payments brought in on the pledge.
 */
export async function childPledges(db: Executor, parentUserId: string): Promise<ChildPledge[]> {
  const rows = await findChildPledges(db, { parentUserId });
  return rows.map((row) => ({
    PledgeId: row.id,
    ParticipantId: row.participantId,
    ParticipantFirstName: row.participantFirstName,
    ParticipantLastName: row.participantLastName,
    EventName: row.eventName,
    DonorName: donorShortName(row.donorFirstName, row.donorLastName),
    Kind: row.kind,
    AmountCents: row.amountCents,
    PledgedCents: row.pledgedCents,
    Status: row.status === 'updated' ? 'updated' : 'submitted',
    ChargeState: row.chargeState,
    ExpectedCents:
      row.units === null
        ? expectedCents(termsOf(row), row.eventMaxUnits)
        : chargeCents(termsOf(row), row.units, row.eventMaxUnits),
    ChargedCents: row.chargedCents,
    CreatedAt: row.createdAt.toISOString(),
  }));
}
