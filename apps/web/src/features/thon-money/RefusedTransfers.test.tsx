// @vitest-environment happy-dom
import type { AskAgainResult, ThonMoney } from '@pledgethon/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { RefusedTransfers } from './RefusedTransfers';

const refused: ThonMoney['Refused'] = [
  {
    Id: '6b0f7d1e-4c3a-4f7e-9d2a-1a2b3c4d5e6f',
    Kind: 'transfer',
    Share: 'commission',
    Destination: 'acct_1GreatLakes',
    AmountCents: 2_000,
    Reason: 'Your destination account needs to have at least one of the following capabilities enabled',
    RefusedAt: '2026-11-20T15:00:00Z',
  },
];

/** The list as an administrator (or not) sees it, with the server's answer to each ask; the asks are kept. */
function openList(answer: AskAgainResult, { canAskAgain = true } = {}) {
  const asks: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    asks.push({ url, body: JSON.parse(String(init?.body)) });
    return Response.json(answer);
  });
  renderUi(<RefusedTransfers refused={refused} eventCode="MAPLE25" canAskAgain={canAskAgain} />);
  return asks;
}

const askAgainButton = () =>
  screen.getByRole('button', { name: 'Ask again: Transfer: the commission, $20.00' });

describe('the refused transfers of a Thon', () => {
  it('asks one again only once the administrator confirms, and says what happens next', async () => {
    const user = userEvent.setup();
    const asks = openList({ AskedAgain: true, State: 'pending' });
    expect(screen.getByText(/capabilities enabled/)).toBeTruthy();

    await user.click(askAgainButton());
    const dialog = await screen.findByRole('dialog', { name: 'Ask the payment provider again?' });
    expect(dialog.textContent).toContain('Transfer: the commission of $20.00 to acct_1GreatLakes');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(asks).toEqual([]);

    await user.click(askAgainButton());
    const again = await screen.findByRole('dialog', { name: 'Ask the payment provider again?' });
    await user.click(within(again).getByRole('button', { name: 'Ask again' }));
    expect((await screen.findByTestId('ask-again-result')).textContent).toBe(
      'Asked again. Transfer: the commission of $20.00 is asked of the payment provider at the next run of the transfers, within a minute.',
    );
    expect(asks).toEqual([
      {
        url: '/api/Thons/Money/MAPLE25/AskAgain',
        body: { Kind: 'transfer', Id: '6b0f7d1e-4c3a-4f7e-9d2a-1a2b3c4d5e6f' },
      },
    ]);
  });

  it('says so when an earlier ask already moved it', async () => {
    const user = userEvent.setup();
    openList({ AskedAgain: false, State: 'pending' });
    await user.click(askAgainButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ask again' }));
    expect((await screen.findByTestId('ask-again-result')).textContent).toBe(
      'Already asked again: it is asked of the payment provider at the next run of the transfers.',
    );
  });

  it('offers no ask to anyone but an administrator', () => {
    openList({ AskedAgain: true, State: 'pending' }, { canAskAgain: false });
    expect(screen.getByText(/capabilities enabled/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
