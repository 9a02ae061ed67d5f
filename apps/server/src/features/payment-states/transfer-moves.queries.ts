import { and, type Executor, eq, inArray, schema } from '@pledgethon/db';
import { movable, toState } from './transitions';

const { chargeTransfers, transferReversals } = schema;

/** A transfer of a charge's share, or a reversal (or reinstatement) of one: the same attempt columns. */
type Attempt = { of: 'transfer' | 'reversal'; id: string };

const tableOf = (of: Attempt['of']) => (of === 'transfer' ? chargeTransfers : transferReversals);

/** The provider made it: the row keeps its id. Only a pending row moves; answers whether it did. */
export async function recordAttemptMade(
  db: Executor,
  { of, id, reference }: Attempt & { reference: string },
): Promise<boolean> {
  const table = tableOf(of);
  const moved = await db
    .update(table)
    .set({ state: toState('transfer', 'made'), reference, refusal: null })
    .where(and(eq(table.id, id), movable(table.state, 'transfer', 'made')))
    .returning({ id: table.id });
  return moved.length > 0;
}

/**
 * The provider refused it for good (decision 143): it is no longer asked, and its reason is shown to
 * the Thon's treasurers until it is asked again. Only a pending row moves; answers whether it did.
 */
export async function recordAttemptRefused(
  db: Executor,
  { of, id, refusal }: Attempt & { refusal: string },
): Promise<boolean> {
  const table = tableOf(of);
  const moved = await db
    .update(table)
    .set({ state: toState('transfer', 'refused'), refusal })
    .where(and(eq(table.id, id), movable(table.state, 'transfer', 'refused')))
    .returning({ id: table.id });
  return moved.length > 0;
}

/**
 * The account a refusal was about says it can take charges again: every refused transfer to it, and
 * every refused reversal of a transfer to it, is pending again, to be asked under its first key and
 * amount. The reason stays on the row until the provider answers. Answers how many moved.
 */
export async function askRefusedAgain(db: Executor, { accountId }: { accountId: string }): Promise<number> {
  const transfers = await db
    .update(chargeTransfers)
    .set({ state: toState('transfer', 'asked_again') })
    .where(
      and(
        eq(chargeTransfers.destination, accountId),
        movable(chargeTransfers.state, 'transfer', 'asked_again'),
      ),
    )
    .returning({ id: chargeTransfers.id });
  const toAccount = db
    .select({ id: chargeTransfers.id })
    .from(chargeTransfers)
    .where(eq(chargeTransfers.destination, accountId));
  const reversals = await db
    .update(transferReversals)
    .set({ state: toState('transfer', 'asked_again') })
    .where(
      and(
        inArray(transferReversals.transferId, toAccount),
        movable(transferReversals.state, 'transfer', 'asked_again'),
      ),
    )
    .returning({ id: transferReversals.id });
  return transfers.length + reversals.length;
}
