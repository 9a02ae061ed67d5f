import type { SessionContext } from '@pledgethon/contracts';
import { createContext, useContext } from 'react';

/**
 * What the home page's parts ask of the page they are on (decision 140): the server-drawn page keeps
 * the session and leaves for the landing itself; the web app keeps it in its query cache and routes.
 */
export type HomeHost = {
  /** Keeps a new session on this browser, as the web app's `useStartSession` does, and says whose. */
  startSession(token: string): Promise<SessionContext>;
  /** Opens an address of the site. */
  go(path: string): void;
  /** A toast: title and text, closed after a while or by its button. */
  toast(title: string, message: string): void;
};

export const HomeHostContext = createContext<HomeHost | null>(null);

export function useHomeHost(): HomeHost {
  const host = useContext(HomeHostContext);
  if (!host) throw new Error('The home page is drawn without its host');
  return host;
}
