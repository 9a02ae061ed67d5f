import type { ChargeOutcome, Payments, SaveCardOutcome } from '../payments.types';
import { testPayments } from '../test-payments';

/**
 * The test provider with a memory, as a real provider keeps one: it answers a key it has seen with
 * the same charge or saved card, counts the charges it really made, and can stop answering after a
 * number of calls: down (nothing is charged or saved), or losing its answers (the charge is made or
 * the card saved, but the caller dies or times out before it hears so).
 */
export class RecordingPayments implements Payments {
  readonly name = 'test';
  readonly live = false;
  readonly browser = { provider: 'test' as const };
  /** Charges made, by idempotency key. */
  readonly charges = new Map<string, { pledgeId: string; amountCents: number; outcome: ChargeOutcome }>();
  calls = 0;
  failAfterCalls = Number.POSITIVE_INFINITY;
  loseAnswersAfterCalls = Number.POSITIVE_INFINITY;

  refund: Payments['refund'] = (input) => testPayments.refund(input);
  checkCharge: Payments['checkCharge'] = (input) => testPayments.checkCharge(input);
  checkSavedCard: Payments['checkSavedCard'] = (input) => testPayments.checkSavedCard(input);

  /** Cards saved, by idempotency key. */
  readonly cardsSaved = new Map<string, SaveCardOutcome>();

  charge: Payments['charge'] = (input) =>
    this.call(async () => {
      const outcome = this.charges.get(input.idempotencyKey)?.outcome ?? (await testPayments.charge(input));
      this.charges.set(input.idempotencyKey, {
        pledgeId: input.pledgeId,
        amountCents: input.amountCents,
        outcome,
      });
      return outcome;
    });

  saveCard: Payments['saveCard'] = (input) =>
    this.call(async () => {
      const outcome = this.cardsSaved.get(input.idempotencyKey) ?? (await testPayments.saveCard(input));
      this.cardsSaved.set(input.idempotencyKey, outcome);
      return outcome;
    });

  private async call<T>(make: () => Promise<T>): Promise<T> {
    // Calls overlap: each is judged by its own number, not by how many were made by the time it ends.
    const call = ++this.calls;
    if (call > this.failAfterCalls) throw new Error('the payment provider is down');
    const outcome = await make();
    if (call > this.loseAnswersAfterCalls) throw new Error('the answer was lost');
    return outcome;
  }

  /** From now on the provider answers nothing, or (with `answersLost`) charges without answering. */
  goDown({ answersLost = false } = {}) {
    if (answersLost) this.loseAnswersAfterCalls = this.calls;
    else this.failAfterCalls = this.calls;
  }

  comeBack() {
    this.failAfterCalls = Number.POSITIVE_INFINITY;
    this.loseAnswersAfterCalls = Number.POSITIVE_INFINITY;
  }

  /** The charges that took money, per pledge. */
  succeededPerPledge(): Map<string, number> {
    const perPledge = new Map<string, number>();
    for (const charge of this.charges.values())
      if (charge.outcome.status === 'succeeded')
        perPledge.set(charge.pledgeId, (perPledge.get(charge.pledgeId) ?? 0) + 1);
    return perPledge;
  }
}
