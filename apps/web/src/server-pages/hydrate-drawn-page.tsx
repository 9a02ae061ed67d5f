import { type ReactNode, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates a page the server drew (decision 161). As a transition React hydrates it in slices of a few
 * milliseconds and lets the browser handle input between them; a plain hydration is one task of hundreds
 * of milliseconds on a mid-range phone, which holds every tap meanwhile. A tap on a part not yet hydrated
 * makes React hydrate it at once and then replays the tap, so nothing is lost.
 */
export function hydrateDrawnPage(root: Element, page: ReactNode): void {
  startTransition(() => {
    hydrateRoot(root, <StrictMode>{page}</StrictMode>);
  });
}
