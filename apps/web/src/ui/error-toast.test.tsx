// @vitest-environment happy-dom
import { TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../api/app-error';
import { renderUi } from '../testing/render-ui';
import { showErrorToast } from './error-toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('showErrorToast', () => {
  it("shows a refusal in the server's own words", async () => {
    renderUi(<p>page</p>);
    act(() => showErrorToast(new AppError(409, 'Email already exists.')));
    expect(await screen.findByText('Email already exists.')).not.toBeNull();
    expect(screen.getByText('Error')).not.toBeNull();
  });

  it('shows a generic text for a failure that is not a refusal, never its details', async () => {
    renderUi(<p>page</p>);
    act(() => showErrorToast(new TypeError('fetch failed: ECONNRESET')));
    expect(await screen.findByText('Something went wrong. Please try again later.')).not.toBeNull();
    expect(screen.queryByText(/ECONNRESET/)).toBeNull();
  });

  it('goes away by itself after the toast time-out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderUi(<p>page</p>);
    act(() => showErrorToast(new AppError(422, 'Invalid units.')));
    expect(await screen.findByText('Invalid units.')).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(TOAST_TIMEOUT_MS - 500));
    expect(screen.queryByText('Invalid units.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByText('Invalid units.')).toBeNull();
  });
});
