// @vitest-environment happy-dom
import { messages } from '@pledgethon/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { EmailShareForm } from './ShareForms';

function Form() {
  const [values, setValues] = useState(['ann@example.com', 'not-an-address', 'bo@example.com']);
  return (
    <EmailShareForm
      participantId="6b0f7d1e-4c3a-4f7e-9d2a-1a2b3c4d5e6f"
      values={values}
      onChange={setValues}
    />
  );
}

describe('the e-mail share form', () => {
  it('marks only the entry that is not an address, and names it', async () => {
    renderUi(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(
      await screen.findByText(`${messages.invalidEmailFormat} Please correct or remove: not-an-address`),
    ).toBeTruthy();
    const marked = document.querySelectorAll('[data-invalid]');
    expect([...marked].map((pill) => pill.textContent)).toEqual(['not-an-address']);
    expect(screen.getByText('ann@example.com').closest('[data-invalid]')).toBeNull();
  });
});
