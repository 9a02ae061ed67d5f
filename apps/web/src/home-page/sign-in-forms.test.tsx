// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HomeHost, HomeHostContext } from './host';
import { AccessCodeForm, PasswordForm } from './sign-in-forms';
import { homePageTexts } from './texts';

const host: HomeHost = {
  startSession: () => new Promise(() => {}),
  go: () => {},
  toast: () => {},
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The home page's password form, as the server's page and the web app's /home both draw it. */
const renderForm = () =>
  render(
    <HomeHostContext value={host}>
      <PasswordForm text={homePageTexts.en} redirect={null} onForgot={() => {}} />
    </HomeHostContext>,
  );

describe('the sign-in form fields', () => {
  it('shows no error before the user has touched anything', () => {
    renderForm();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Please enter a username')).toBeNull();
  });

  it('says nothing about a field the user only tabs past', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('textbox', { name: /Username/ }));
    await user.tab();
    await user.tab();

    expect(screen.queryByText('Please enter a username')).toBeNull();
    expect(screen.queryByText('Please enter a password')).toBeNull();
  });

  it('marks a field the user changed and left empty, and only that field', async () => {
    const user = userEvent.setup();
    renderForm();
    const username = screen.getByRole('textbox', { name: /Username/ });
    await user.type(username, 'p');
    await user.clear(username);
    await user.tab();

    expect(await screen.findByText('Please enter a username')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: /Username/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Please enter a password')).toBeNull();
  });

  it('says what is missing in every field, and why the form was not sent, on submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please review required fields');
    expect(screen.getByText('Please enter a username')).not.toBeNull();
    expect(screen.getByText('Please enter a password')).not.toBeNull();
  });

  it('clears a field error as soon as the field is filled in', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Please enter a username');

    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'parent@pledgethon.test');
    expect(screen.queryByText('Please enter a username')).toBeNull();
  });
});

/** The server refuses every sign-in with this text, as the sign-in calls answer a refusal. */
function refuseWith(Message: string) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ Message }), { status: 400 }));
}

/** A host that records where it went and what it toasted. */
function recordingHost() {
  const seen = { went: [] as string[], toasts: [] as string[][] };
  const recording: HomeHost = {
    startSession: () => new Promise(() => {}),
    go: (path) => seen.went.push(path),
    toast: (title, message) => seen.toasts.push([title, message]),
  };
  return { recording, seen };
}

describe('a refused sign-in', () => {
  it("shows the spec's title and the server's words above the form, focused, and in a toast", async () => {
    const user = userEvent.setup();
    const { recording, seen } = recordingHost();
    refuseWith('Invalid username or password.');
    render(
      <HomeHostContext value={recording}>
        <PasswordForm text={homePageTexts.en} redirect={null} onForgot={() => {}} />
      </HomeHostContext>,
    );
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'parent@pledgethon.test');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Please check your input and then try again.Invalid username or password.',
    );
    expect(document.activeElement).toBe(alert);
    expect(seen.toasts).toEqual([
      ['Please check your input and then try again.', 'Invalid username or password.'],
    ]);
  });

  it("sends a visitor whose access code is 'Not Allowed' to the site root", async () => {
    const user = userEvent.setup();
    const { recording, seen } = recordingHost();
    refuseWith('Not Allowed');
    render(
      <HomeHostContext value={recording}>
        <AccessCodeForm text={homePageTexts.en} />
      </HomeHostContext>,
    );
    await user.type(screen.getByRole('textbox', { name: /Access code/ }), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Sign in with access code' }));

    await vi.waitFor(() => expect(seen.went).toEqual(['/']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
