import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { onTestFinished, vi } from 'vitest';
import { pageProps } from '../server-pages/page-data';

// Hydration's effects run inside act, as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Opens a page the server drew (decision 109) in this document and hydrates it as the page's entry
 * does, with the props read back from the page; says what React complained of, and the root's HTML
 * before and after. `beforeScript` acts on the drawn page as a visitor would before its script runs.
 */
export async function hydrateDrawn<Props>(
  page: string,
  dataId: string,
  draw: (props: Props) => ReactNode,
  beforeScript: (root: HTMLElement) => void = () => {},
) {
  const drawn = new DOMParser().parseFromString(page, 'text/html');
  document.documentElement.lang = drawn.documentElement.lang;
  document.title = drawn.title;
  document.body.innerHTML = drawn.body.innerHTML;
  const root = document.getElementById('root');
  const props = pageProps<Props>(dataId);
  if (!root || !props) throw new Error('The page has no root or no props');
  const before = root.innerHTML;
  beforeScript(root);
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  const app = await act(async () =>
    hydrateRoot(root, draw(props), { onRecoverableError: (error) => problems.push(error) }),
  );
  // A lazy part (Stripe's field) may still be loading when the test ends: unmounted, it renders
  // nothing after the file's document is gone.
  onTestFinished(() => act(() => app.unmount()));
  consoleError.mockRestore();
  return { props, problems, before, after: root.innerHTML };
}
