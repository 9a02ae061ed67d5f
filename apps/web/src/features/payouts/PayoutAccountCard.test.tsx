// @vitest-environment happy-dom
import type { ConnectedAccountState } from '@pledgethon/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { PayoutAccountCard } from './PayoutAccountCard';

const none: ConnectedAccountState = {
  HasAccount: false,
  Test: true,
  ChargesEnabled: false,
  PayoutsEnabled: false,
  DetailsSubmitted: false,
  RequirementsDue: 0,
};
const onboarded = {
  ...none,
  HasAccount: true,
  ChargesEnabled: true,
  PayoutsEnabled: true,
  DetailsSubmitted: true,
};

function card(account: ConnectedAccountState, { legacy = false, onConnect = () => {} } = {}) {
  renderUi(
    <PayoutAccountCard
      kind="franchise"
      account={account}
      legacy={legacy}
      back={null}
      connecting={false}
      onConnect={onConnect}
    />,
  );
  return screen.getByRole('region', { name: 'Payouts' });
}

describe("a franchise's payouts card", () => {
  it('says the commission stays with the platform until the account is connected, and connects it', async () => {
    const onConnect = vi.fn();
    const region = card(none, { onConnect });
    expect(screen.getByTestId('payouts-state').textContent).toBe(
      "Not connected yet. The franchise's commission stays with the platform until the franchise's bank account is connected and checked.",
    );
    expect(region.textContent).toContain('Test payments');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect payouts' }));
    expect(onConnect).toHaveBeenCalledOnce();
  });

  it('calls a new account with the details the provider will ask for not connected, and offers to connect it', () => {
    card({ ...none, Test: false, HasAccount: true, RequirementsDue: 4 });
    expect(screen.getByTestId('payouts-state').textContent).toBe(
      "Not connected yet. The franchise's commission stays with the platform until the franchise's bank account is connected and checked.",
    );
    expect(screen.getByRole('button', { name: 'Connect payouts' })).not.toBeNull();
  });

  it('counts the details the provider still asks for once some were sent', () => {
    card({ ...none, HasAccount: true, DetailsSubmitted: true, RequirementsDue: 3 });
    expect(screen.getByTestId('payouts-state').textContent).toContain('still needs 3 more details');
    expect(screen.getByRole('button', { name: 'Continue onboarding' })).not.toBeNull();
    expect(screen.getByText(/Receives the commission/).textContent).toBe('Receives the commission: Not yet');
  });

  it('shows a test account once onboarded as connected, with nothing left to do', () => {
    card(onboarded);
    expect(screen.getByTestId('payouts-state').textContent).toBe(
      "Connected. The franchise's commission on each charge is paid to the franchise's account.",
    );
    expect(screen.getByText(/Receives the commission/).textContent).toBe('Receives the commission: Yes');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers nothing to do for an account the administrator set up', () => {
    card(none, { legacy: true });
    expect(screen.getByTestId('payouts-state').textContent).toBe(
      'The commission is paid to the account the platform’s administrator set up for this franchise.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
