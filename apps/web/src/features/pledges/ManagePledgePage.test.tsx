// @vitest-environment happy-dom
import type { ManagedPledge } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { ManagePledgePage } from './ManagePledgePage';

const token = 'a'.repeat(43);

const gift: ManagedPledge = {
  PledgeId: '6b0f7d1e-4c3a-4f7e-9d2a-1a2b3c4d5e6f',
  EventName: 'Maple Fun Run',
  EventCode: 'MAPLE26',
  UnitName: 'lap',
  UnitNamePlural: 'laps',
  MaxUnits: 50,
  FlatDonationsOnly: false,
  MinimumFlatCents: 500,
  MinimumPerUnitCents: 30,
  ParticipantName: 'Ava S.',
  Kind: 'flat',
  RateCents: null,
  MaxCents: null,
  AmountCents: 2500,
  CoversFees: false,
  Status: 'submitted',
  CanChange: true,
  ChargeState: null,
  AmountDueCents: 0,
  PaidCents: 0,
  RefundedCents: 0,
  StatementYears: [],
  Payments: { Provider: 'test' },
};

/** The pledge page of one pledge, with the server's answers; what the page asked to change is kept. */
function openPledge(pledge: ManagedPledge) {
  const changes: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/Pledges/Manage/')) return Response.json(pledge);
    if (url === '/api/Pledges/Change') changes.push(JSON.parse(String(init?.body)));
    return Response.json({ Success: true, Message: messages.pledgeUpdated });
  });
  renderUi(
    <Routes>
      <Route path="/pledge/:token" element={<ManagePledgePage />} />
    </Routes>,
    { path: `/pledge/${token}` },
  );
  return changes;
}

describe("a donor's own pledge page", () => {
  it('offers to cover the fee that the amount entered really costs', async () => {
    const user = userEvent.setup();
    openPledge(gift);
    // $25.00: a fee of $1.06 on the $26.06 charged leaves the whole $25.00 to the school.
    expect(await screen.findByText('Add $1.06 to cover the processing fee')).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: /^Gift amount/ });
    await user.clear(amount);
    await user.type(amount, '100');
    expect(await screen.findByText('Add $3.30 to cover the processing fee')).toBeTruthy();
  });

  it("refuses a gift changed below the Thon's minimum with the spec's words at the field and beside Save, and sends nothing", async () => {
    const user = userEvent.setup();
    const changes = openPledge(gift);
    const amount = await screen.findByRole('textbox', { name: /^Gift amount/ });
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain(messages.minimumFlatGift);
    expect(document.activeElement).toBe(summary);
    expect(screen.getByRole('link', { name: 'Gift amount' }).getAttribute('href')).toBe('#AmountCents');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const described = amount.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(messages.minimumFlatGift);
    expect(changes).toEqual([]);
  });

  it('refuses a rate per unit below the minimum, and sends a change that meets it', async () => {
    const user = userEvent.setup();
    const changes = openPledge({ ...gift, Kind: 'per_unit', RateCents: 100, AmountCents: null });
    const rate = await screen.findByRole('textbox', { name: /per lap/ });
    await user.clear(rate);
    await user.type(rate, '0.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain(messages.minimumPerUnitPledge);
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(changes).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '0.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.pledgeUpdated)).not.toBeNull();
    expect(changes).toEqual([expect.objectContaining({ Kind: 'per_unit', RateCents: 50 })]);
  });
});
