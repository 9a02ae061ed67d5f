// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { MyAccountPage } from './MyAccountPage';

afterEach(() => localStorage.clear());

it('shows that it is loading while the signed-in session is on its way, rather than an empty page', async () => {
  localStorage.setItem('pledgethon.session', JSON.stringify({ token: 't'.repeat(43), userId: null }));
  // The server has not answered yet.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  renderUi(<MyAccountPage />, { path: '/home/MyAccount' });
  expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
});
