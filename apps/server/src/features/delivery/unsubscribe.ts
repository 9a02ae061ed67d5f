import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { findSuppression, suppressAddress } from '../../integrations/delivery/suppressions.queries';
import { addressOfToken } from '../../integrations/delivery/unsubscribe-links';

/** jane.doe@example.com -> ja******@example.com: enough to recognise, not enough to harvest. */
function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  const shown = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${shown}${'*'.repeat(Math.max(local.length - shown.length, 1))}@${domain}`;
}

async function addressOf(db: Executor, token: string): Promise<string> {
  const address = await addressOfToken(db, token);
  // A token we did not sign is refused like a page that does not exist.
  if (!address) throw new AppError('not_found', messages.notFound);
  return address;
}

/** Whether the address an unsubscribe link names has already unsubscribed. */
export async function unsubscribeStatus(db: Executor, { token }: { token: string }) {
  const address = await addressOf(db, token);
  const suppression = await findSuppression(db, { channel: 'email', address });
  return { Address: maskAddress(address), Unsubscribed: suppression !== undefined };
}

/** Unsubscribes the link's address from every reminder and share; doing it twice changes nothing. */
export async function unsubscribe(db: Executor, { token }: { token: string }) {
  const address = await addressOf(db, token);
  await suppressAddress(db, { channel: 'email', address, reason: 'unsubscribed' });
  return { Address: maskAddress(address), Unsubscribed: true };
}
