import type { ChargeOutcome, Payments } from '../payments.types';
import { testPayments } from '../test-payments';

/**
 * The test provider with a memory, as a real provider keeps one: it answers a key it has seen with
 * the same charge, counts the charges it really made, and can stop answering after a number of
 * calls, the way a process dies half way through charging.
 */
export class RecordingPayments implements Payments {
  readonly name = 'test';
  readonly live = false;
  readonly browser = { provider: 'test' as const };
  /** Charges made, by idempotency key. */
  readonly charges = new Map<string, { pledgeId: string; amountCents: number; outcome: ChargeOutcome }>();
  calls = 0;
  failAfterCalls = Number.POSITIVE_INFINITY;

  saveCard: Payments['saveCard'] = (input) => testPayments.saveCard(input);
  refund: Payments['refund'] = (input) => testPayments.refund(input);
  checkCharge: Payments['checkCharge'] = (input) => testPayments.checkCharge(input);
  checkSavedCard: Payments['checkSavedCard'] = (input) => testPayments.checkSavedCard(input);

  charge: Payments['charge'] = async (input) => {
    this.calls += 1;
    if (this.calls > this.failAfterCalls) throw new Error('the charging process died');
    const seen = this.charges.get(input.idempotencyKey);
    if (seen) return seen.outcome;
    const outcome = await testPayments.charge(input);
    this.charges.set(input.idempotencyKey, {
      pledgeId: input.pledgeId,
      amountCents: input.amountCents,
      outcome,
    });
    return outcome;
  };

  /** The charges that took money, per pledge. */
  succeededPerPledge(): Map<string, number> {
    const perPledge = new Map<string, number>();
    for (const charge of this.charges.values())
      if (charge.outcome.status === 'succeeded')
        perPledge.set(charge.pledgeId, (perPledge.get(charge.pledgeId) ?? 0) + 1);
    return perPledge;
  }
}
