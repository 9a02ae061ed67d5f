// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, expect, it, type Mock, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { AccessGuard } from './AccessGuard';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A volunteer's phone, signed in before, reopens the lap counter where there is no network. */
function reopenCounterOffline(fetch: Mock<() => Promise<Response>>) {
  localStorage.setItem('pledgethon.session', JSON.stringify({ token: 't'.repeat(43), userId: null }));
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal('fetch', fetch);
  renderUi(
    <Routes>
      <Route element={<AccessGuard />}>
        <Route path="/thon/:eventCode/count" element={<h1>Lap counter</h1>} />
      </Route>
    </Routes>,
    { path: '/thon/MAPLE26/count' },
  );
  return onLine;
}

it('opens a page reopened with no network at once, asking nothing and showing no error', async () => {
  const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  reopenCounterOffline(fetch);

  expect(await screen.findByRole('heading', { name: 'Lap counter' })).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('keeps a page opened with no network open while the session is read once the network is back', async () => {
  // The server takes its time with the session.
  const fetch = vi.fn(() => new Promise<Response>(() => {}));
  const onLine = reopenCounterOffline(fetch);
  const counter = await screen.findByRole('heading', { name: 'Lap counter' });

  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  // The same page, not one drawn anew: a loader in between would have ended the counter's sends
  // under way and started its camera again.
  expect(screen.getByRole('heading', { name: 'Lap counter' })).toBe(counter);
});
