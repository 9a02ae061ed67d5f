// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { HomePage } from './HomePage';

afterEach(() => vi.unstubAllGlobals());

describe("the web app's /home", () => {
  it("draws the home page's own sections and sign-in form, as the server draws them for a first visit", async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { container } = renderUi(<HomePage />, { path: '/home' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in or find your Thon' }),
    ).not.toBeNull();
    expect(container.querySelector('.home-page #password-form')).not.toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Every lap raises more for your school' }),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/home/SignUp');
  });

  it('opens the forgot-password panel in the sign-in card for ?forgot=1', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { container } = renderUi(<HomePage />, { path: '/home?forgot=1' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in or find your Thon' }),
    ).not.toBeNull();
    expect(container.querySelector('#password-form')).toBeNull();
    expect(container.querySelector('#sign-in')?.textContent).toContain('Reset your password');
  });
});
