import type { ContactProvider } from '@pledgethon/contracts';
import { finishContactImport, startContactImport } from './sharing.api';

/** What the return page posts to the window that opened the pop-up. */
export const CONTACT_RETURN_MESSAGE = 'pledgethon-contact-import';
export type ContactReturn = { type: typeof CONTACT_RETURN_MESSAGE; code: string; state: string };

const isContactReturn = (data: unknown): data is ContactReturn =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === CONTACT_RETURN_MESSAGE &&
  typeof (data as { code?: unknown }).code === 'string' &&
  typeof (data as { state?: unknown }).state === 'string';

export class PopupBlockedError extends Error {
  override name = 'PopupBlockedError';
}

/** Waits for the return page's message from our own origin; a closed pop-up ends the wait with null. */
function awaitReturn(popup: Window): Promise<ContactReturn | null> {
  return new Promise((resolve) => {
    const finish = (result: ContactReturn | null) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isContactReturn(event.data)) finish(event.data);
    };
    window.addEventListener('message', onMessage);
    const watch = window.setInterval(() => {
      if (popup.closed) finish(null);
    }, 500);
  });
}

/**
 * Signs in to the provider's address book in a pop-up and reads it. The pop-up opens at once, in the
 * click, so browsers allow it; it is sent to the provider once the server has recorded the sign-in.
 * Null when the person closed the pop-up.
 */
export async function importFromProvider(provider: ContactProvider) {
  const popup = window.open('', 'pledgethon-contacts', 'popup,width=520,height=640');
  if (!popup) throw new PopupBlockedError();
  try {
    const started = await startContactImport(provider);
    popup.location.href = started.AuthorizeUrl;
    const answer = await awaitReturn(popup);
    if (!answer) return null;
    return await finishContactImport(provider, { ...answer, clientId: started.ClientId });
  } finally {
    popup.close();
  }
}
