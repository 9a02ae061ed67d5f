// @vitest-environment happy-dom
import { messages } from '@pledgethon/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary';

afterEach(cleanup);

function FormWithSummary({ attempt }: { attempt: number }) {
  return (
    <form>
      <label htmlFor="Donor-FirstName">First name</label>
      <input id="Donor-FirstName" />
      <label htmlFor="AmountCents">Gift amount</label>
      <input id="AmountCents" />
      <ErrorSummary
        key={attempt}
        message={messages.reviewRequiredFields}
        problems={[
          { fieldId: 'Donor-FirstName', label: 'First name', text: messages.reviewRequiredFields },
          { fieldId: 'AmountCents', label: 'Gift amount', text: messages.minimumPledge },
        ]}
      />
      <button type="submit">Give</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('takes the focus with the message and a link to each field that must change', () => {
    render(<FormWithSummary attempt={1} />);
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain(messages.reviewRequiredFields);
    // A field's text that repeats the message is not said twice.
    expect(screen.getByRole('link', { name: 'First name' }).getAttribute('href')).toBe('#Donor-FirstName');
    expect(
      screen.getByRole('link', { name: `Gift amount: ${messages.minimumPledge}` }).getAttribute('href'),
    ).toBe('#AmountCents');
  });

  it('moves the keyboard to the field its link names', async () => {
    const user = userEvent.setup();
    render(<FormWithSummary attempt={1} />);
    await user.click(screen.getByRole('link', { name: /^Gift amount/ }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Gift amount' }));
  });

  it('takes the focus again when the form is refused again', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<FormWithSummary attempt={1} />);
    await user.click(screen.getByRole('button', { name: 'Give' }));
    rerender(<FormWithSummary attempt={2} />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
