// @vitest-environment happy-dom
import type { ReconcileResult } from '@pledgethon/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { CompareWithProvider } from './CompareWithProvider';

const NOW = new Date('2026-11-29T15:00:00Z');

/** The form, the server answering `answer` once `release` is called; the periods asked are kept. */
function openForm(answer: ReconcileResult) {
  const asks: unknown[] = [];
  let release = () => {};
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    asks.push(JSON.parse(String(init?.body)));
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return Response.json(answer);
  });
  renderUi(<CompareWithProvider eventCode="MAPLE25" />);
  return { asks, release: () => release() };
}

const field = (name: 'From' | 'To') => screen.getByLabelText(name) as HTMLInputElement;
async function typeDay(user: ReturnType<typeof userEvent.setup>, name: 'From' | 'To', day: string) {
  await user.clear(field(name));
  await user.type(field(name), day);
}

describe('comparing a period with the provider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the last 7 days at first, shows its progress, then the differences with a link to them', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const user = userEvent.setup();
    const server = openForm({ PeriodStart: '', PeriodEnd: '', Differences: 3 });
    expect(field('From').value).toBe('2026-11-23');
    expect(field('To').value).toBe('2026-11-29');

    await user.click(screen.getByRole('button', { name: 'Compare with the provider' }));
    expect((await screen.findByRole('status')).textContent).toContain('Comparing with the provider.');
    expect(server.asks).toEqual([{ From: '2026-11-23', To: '2026-11-29' }]);

    server.release();
    const answer = await screen.findByTestId('compare-answer');
    expect(answer.textContent).toBe(
      "3 differences from November 23, 2026 to November 29, 2026, across all Thons. This Thon's differences",
    );
    expect(screen.getByRole('link', { name: "This Thon's differences" }).getAttribute('href')).toBe(
      '#money-reconciliation',
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.activeElement).toBe(answer);
  });

  it('says when there is no difference', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const user = userEvent.setup();
    const server = openForm({ PeriodStart: '', PeriodEnd: '', Differences: 0 });
    await typeDay(user, 'From', '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Compare with the provider' }));
    server.release();
    expect((await screen.findByTestId('compare-answer')).textContent).toBe(
      'No difference from November 1, 2026 to November 29, 2026.',
    );
    expect(server.asks).toEqual([{ From: '2026-11-01', To: '2026-11-29' }]);
  });

  it('refuses a period that ends before it starts, is longer than 92 days or ends after today, and asks nothing', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const user = userEvent.setup();
    const server = openForm({ PeriodStart: '', PeriodEnd: '', Differences: 0 });
    const submit = () => user.click(screen.getByRole('button', { name: 'Compare with the provider' }));

    await typeDay(user, 'From', '2026-11-20');
    await typeDay(user, 'To', '2026-11-19');
    await submit();
    expect(await screen.findByText('The "To" day cannot be before the "From" day.')).toBeTruthy();

    await typeDay(user, 'From', '2026-08-28');
    await typeDay(user, 'To', '2026-11-28');
    await submit();
    expect(await screen.findByText('Compare at most 92 days at a time.')).toBeTruthy();

    await typeDay(user, 'From', '2026-11-29');
    await typeDay(user, 'To', '2026-11-30');
    await submit();
    expect(
      await screen.findByText(
        'The "To" day cannot be after today (UTC): the provider has nothing to report for it yet.',
      ),
    ).toBeTruthy();
    expect(server.asks).toEqual([]);
  });
});
