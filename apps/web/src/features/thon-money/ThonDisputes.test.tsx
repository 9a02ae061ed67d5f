// @vitest-environment happy-dom
import type { DecideTestDisputeResult, ThonMoney } from '@pledgethon/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { ThonDisputes } from './ThonDisputes';

const OPEN_ID = '6b0f7d1e-4c3a-4f7e-9d2a-1a2b3c4d5e6f';
const disputes: ThonMoney['Disputes'] = [
  {
    Id: OPEN_ID,
    AmountCents: 4_000,
    Reason: 'fraudulent',
    Status: 'needs_response',
    OpenedAt: '2026-11-20T15:00:00Z',
    IsTest: true,
  },
  {
    Id: '7c1e8e2f-5d4b-4a8f-8e3b-2b3c4d5e6f70',
    AmountCents: 2_500,
    Reason: 'bank_cannot_process',
    Status: 'lost',
    OpenedAt: '2026-11-10T15:00:00Z',
    IsTest: false,
  },
];

/** The list as an administrator (or not) sees it, with the server's answer to a decision; the decisions are kept. */
function openList(answer: DecideTestDisputeResult, { canDecide = true } = {}) {
  const asks: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    asks.push({ url, body: JSON.parse(String(init?.body)) });
    return Response.json(answer);
  });
  renderUi(<ThonDisputes disputes={disputes} eventCode="MAPLE25" canDecide={canDecide} />);
  return asks;
}

describe("a Thon's disputes", () => {
  it("lets an administrator play the test bank's decision of an open test dispute only, and says what it did", async () => {
    const user = userEvent.setup();
    const asks = openList({ Decided: true, Status: 'won' });
    expect(screen.getByText('Test disputes')).toBeTruthy();
    // The decided dispute, and any of a real provider, offer nothing; its unknown reason shows as given.
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText('bank_cannot_process')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /dispute of \$40\.00 opened .*: Won$/ }));
    const answer = await screen.findByTestId('dispute-decided');
    expect(answer.textContent).toBe(
      "The test bank decided the dispute of $40.00: won. The amount and the test fee are back in the school's money.",
    );
    expect(document.activeElement).toBe(answer);
    expect(asks).toEqual([
      { url: '/api/Thons/Money/MAPLE25/DecideTestDispute', body: { Id: OPEN_ID, Outcome: 'won' } },
    ]);
  });

  it('says so when the dispute was already decided', async () => {
    const user = userEvent.setup();
    openList({ Decided: false, Status: 'lost' });
    await user.click(screen.getByRole('button', { name: /dispute of \$40\.00 opened .*: Won$/ }));
    expect((await screen.findByTestId('dispute-decided')).textContent).toBe(
      'This dispute was already decided.',
    );
  });

  it('offers no decision to anyone but an administrator', () => {
    openList({ Decided: true, Status: 'won' }, { canDecide: false });
    expect(screen.getByText('Needs a response')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
