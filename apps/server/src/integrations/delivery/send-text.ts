import type { Executor } from '@pledgethon/db';
import type { Config } from '../../config';
import { insertOutboxMessage } from '../email/outbox.queries';
import { type OutgoingText, textOutboxRow } from './outbox-rows';

/**
 * Keeps a text in the outbox, held until 8 AM on the recipient's clock when it would arrive at night.
 * With Twilio configured the delivery worker sends it when due; without, the outbox is the delivery.
 * Answers the outbox id (the first message's, when the idempotency key was used before).
 */
export async function sendText(deps: { db: Executor; config: Config }, text: OutgoingText): Promise<string> {
  return insertOutboxMessage(deps.db, textOutboxRow(deps.config, text));
}
