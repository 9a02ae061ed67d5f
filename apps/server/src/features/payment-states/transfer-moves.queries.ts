import { and, type Executor, eq, inArray, schema, sql } from '@pledgethon/db';
import { movable, toState } from './transitions';

const { chargeTransfers, payments, transferReversals } = schema;

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

/**
 * An administrator asks one refused transfer, reversal or reinstatement of the Thon's charges again
 * by hand (decision 147): the account was fixed at the provider without telling us. Only a refused
 * row of this Thon moves, to pending, recording who asked and when; a second ask, or two at once,
 * moves nothing. Answers the row's state after the ask and whether this ask moved it; undefined when
 * the Thon has no such row.
 */
export async function askAgainByHand(
  db: Executor,
  { of, id, eventId, userId }: Attempt & { eventId: string; userId: string },
): Promise<{ state: schema.TransferState; moved: boolean } | undefined> {
  const table = tableOf(of);
  const ofThon =
    of === 'transfer'
      ? sql`${chargeTransfers.paymentId} in (select ${payments.id} from ${payments} where ${payments.eventId} = ${eventId})`
      : sql`${transferReversals.transferId} in (select t.id from ${chargeTransfers} t
          join ${payments} p on p.id = t.payment_id where p.event_id = ${eventId})`;
  const moved = await db
    .update(table)
    .set({ state: toState('transfer', 'asked_again'), askedAgainByUserId: userId, askedAgainAt: new Date() })
    .where(and(eq(table.id, id), ofThon, movable(table.state, 'transfer', 'asked_again')))
    .returning({ state: table.state });
  if (moved[0]) return { state: moved[0].state, moved: true };
  const [row] = await db
    .select({ state: table.state })
    .from(table)
    .where(and(eq(table.id, id), ofThon));
  return row && { state: row.state, moved: false };
}
