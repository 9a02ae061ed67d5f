import { and, type Executor, eq, inArray, schema } from '@pledgethon/db';
import type { Owed } from '../charging/charge-pledges';
import { findChargeOfPledge } from '../charging/charges.queries';
import { sendChargeReceipts } from './charge-receipts';
import type { MailContext } from './donor-mail';
import { sendPaymentRequest, sendPledgeReceipt } from './pledge-emails';
import { reinstatePaidGift, withdrawRefusedGift } from './pledges.queries';

const { pledges, pledgeCharges } = schema;

/** Gifts among these pledges whose charge is still its first attempt: the one made at the form. */
async function giftsAtTheirForm(db: Executor, pledgeIds: string[]): Promise<string[]> {
  if (pledgeIds.length === 0) return [];
  const rows = await db
    .select({ id: pledges.id })
    .from(pledges)
    .innerJoin(pledgeCharges, eq(pledgeCharges.pledgeId, pledges.id))
    .where(and(inArray(pledges.id, pledgeIds), eq(pledges.kind, 'flat'), eq(pledgeCharges.attempt, 1)));
  return rows.map((row) => row.id);
}

/**
 * A payment is confirmed by its receipt, whoever learnt the answer (the form, the charging after the
 * results, the sweep asking again, the webhook, the donor's link), written with the payment, once: a
 * gift paid at its form gets the pledge's receipt, and one withdrawn when the same charge was refused
 * before stands again (decision 116); a per-unit pledge gets the receipt of its charge.
 */
async function receiptsForPayments(mail: MailContext, tx: Executor, pledgeIds: string[]) {
  const context = { ...mail, db: tx };
  for (const pledgeId of await giftsAtTheirForm(tx, pledgeIds)) {
    await reinstatePaidGift(tx, { pledgeId });
    await sendPledgeReceipt(context, { pledgeId });
  }
  await sendChargeReceipts(context, { pledgeIds });
}

/**
 * What a charge's answer owes the donor while they wait at the form or at their link: a payment its
 * receipt; a refused gift is withdrawn (decision 100) and the donor, who sees the refusal, tries again.
 */
export function owedWhileDonorWaits(mail: MailContext): Owed {
  return {
    onPayment: (tx, pledgeIds) => receiptsForPayments(mail, tx, pledgeIds),
    async onRefusal(tx, pledgeIds) {
      for (const pledgeId of await giftsAtTheirForm(tx, pledgeIds))
        await withdrawRefusedGift(tx, { pledgeId });
    },
  };
}

/**
 * What a charge's answer owes a donor who is not there (the charging after the results, its retries,
 * the sweep, a webhook): a payment its receipt; a refused gift is withdrawn as at its form; any
 * other refused charge owes the donor a request to pay with another card (decision 054).
 */
export function owedToAbsentDonors(mail: MailContext): Owed {
  return {
    onPayment: (tx, pledgeIds) => receiptsForPayments(mail, tx, pledgeIds),
    async onRefusal(tx, pledgeIds) {
      const gifts = new Set(await giftsAtTheirForm(tx, pledgeIds));
      const context = { ...mail, db: tx };
      for (const pledgeId of pledgeIds) {
        if (gifts.has(pledgeId)) await withdrawRefusedGift(tx, { pledgeId });
        else {
          const charge = await findChargeOfPledge(tx, { pledgeId });
          if (charge) await sendPaymentRequest(context, { pledgeId, attempt: charge.attempt });
        }
      }
    },
  };
}
