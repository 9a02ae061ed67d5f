// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { sessionContext } from '../../testing/session-context';
import { RequireSignIn } from './RequireSignIn';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const organiser = sessionContext();

/** An organiser signed in on this browser before opens their dashboard, the server answering with `fetch`. */
function openDashboard(fetch: () => Promise<Response>) {
  localStorage.setItem(
    'pledgethon.session',
    JSON.stringify({ token: 't'.repeat(43), userId: organiser.UserId }),
  );
  vi.stubGlobal('fetch', vi.fn(fetch));
  renderUi(
    <Routes>
      <Route element={<RequireSignIn />}>
        <Route path="/thon/dashboard" element={<h1>Dashboard</h1>} />
      </Route>
      <Route path="/home" element={<h1>Sign in</h1>} />
    </Routes>,
    { path: '/thon/dashboard' },
  );
}

it('says a page opened with no network waits for it, and opens the page once it is back', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  openDashboard(async () => Response.json(organiser));
  expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
  expect(screen.getByText('This page opens as soon as the connection is back.')).toBeTruthy();

  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
});

it('keeps a signed-in user on a page the server did not answer for, and opens it when they try again', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  let serverUp = false;
  openDashboard(async () => {
    if (!serverUp) throw new TypeError('Failed to fetch');
    return Response.json(organiser);
  });
  // The call is asked twice more, a second and then two apart, before the page gives up.
  await act(() => vi.advanceTimersByTimeAsync(3_500));
  expect(screen.getByRole('heading', { name: 'This page could not open' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  vi.useRealTimers();

  serverUp = true;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
});
