// @vitest-environment happy-dom
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { messages, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './api/app-error';
import { createQueryClient } from './query-client';

function shownToasts() {
  return notificationsStore.getState().notifications.map(({ color, message, autoClose }) => ({
    color,
    message,
    autoClose,
  }));
}

/** Runs one query through the app's client, with its default retry rule, until it settles. */
async function runFailingQuery(error: Error): Promise<number> {
  const client = createQueryClient();
  let attempts = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['failing'],
    queryFn: () => {
      attempts += 1;
      throw error;
    },
    retryDelay: 0,
  });
  await new Promise<void>((settled) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.status === 'error') {
        unsubscribe();
        settled();
      }
    });
  });
  return attempts;
}

afterEach(() => {
  vi.restoreAllMocks();
  cleanNotifications();
});

describe('query errors', () => {
  it('show the server message in a red toast that closes after the standard time', async () => {
    await runFailingQuery(new AppError(409, 'URL already exists. Please try another.'));

    expect(shownToasts()).toEqual([
      { color: 'red', message: 'URL already exists. Please try another.', autoClose: TOAST_TIMEOUT_MS },
    ]);
  });

  it('show the generic text for a failure that is not an AppError', async () => {
    await runFailingQuery(new TypeError('x is undefined'));

    expect(shownToasts()).toEqual([
      { color: 'red', message: messages.unexpectedError, autoClose: TOAST_TIMEOUT_MS },
    ]);
  });

  it('are not retried when the server refused the request', async () => {
    await expect(runFailingQuery(new AppError(403, 'access denied'))).resolves.toBe(1);
  });

  it('are retried when the server failed or could not be reached', async () => {
    await expect(runFailingQuery(new AppError(503, messages.unexpectedError))).resolves.toBe(3);
    await expect(runFailingQuery(new AppError(0, messages.unexpectedError))).resolves.toBe(3);
  });
});

describe('mutation errors', () => {
  it('show the server message in a red toast', async () => {
    const client = createQueryClient();
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new AppError(422, 'Invalid units.')),
    });

    await expect(observer.mutate()).rejects.toBeInstanceOf(AppError);
    expect(shownToasts()).toEqual([{ color: 'red', message: 'Invalid units.', autoClose: TOAST_TIMEOUT_MS }]);
  });
});

describe('screens that show their own errors', () => {
  it('get no toast for a failed query or mutation', async () => {
    const client = createQueryClient();
    const query = new QueryObserver(client, {
      queryKey: ['own-errors'],
      queryFn: () => Promise.reject(new AppError(404, 'not found')),
      meta: { showsOwnErrors: true },
    });
    await new Promise<void>((settled) => {
      const unsubscribe = query.subscribe((result) => {
        if (result.status === 'error') {
          unsubscribe();
          settled();
        }
      });
    });
    const mutation = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new AppError(403, 'Not Allowed')),
      meta: { showsOwnErrors: true },
    });
    await expect(mutation.mutate()).rejects.toBeInstanceOf(AppError);

    expect(shownToasts()).toEqual([]);
  });
});

describe('a page opened with no network', () => {
  it('asks nothing and shows no error until the browser is back online, then loads', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    client.mount();
    let attempts = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['opened-offline'],
      queryFn: () => {
        attempts += 1;
        return 'roster';
      },
    });
    const loaded = new Promise<string>((settled) => {
      const unsubscribe = observer.subscribe((result) => {
        if (result.status === 'success') {
          unsubscribe();
          settled(result.data);
        }
      });
    });

    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    expect(attempts).toBe(0);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('roster');
    expect(attempts).toBe(1);
    expect(shownToasts()).toEqual([]);
    client.unmount();
  });
});
