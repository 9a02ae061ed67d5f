// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { FranchiseeInviteForm } from './FranchiseeInviteForm';

const franchisee = { FranchiseeId: '00000000-0000-4000-8000-000000000001', Name: 'North Runs' };

describe("the form that adds a franchisee's user or team leader", () => {
  it('names the franchisee and offers a team leader first', () => {
    renderUi(<FranchiseeInviteForm franchisee={franchisee} />);
    expect(screen.getByRole('heading', { name: 'Add a user or team leader to North Runs' })).not.toBeNull();
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLInputElement).value).toBe(
      'Franchisee team leader',
    );
  });

  it("asks for the e-mail in the spec's words, and for the name", async () => {
    const user = userEvent.setup();
    renderUi(<FranchiseeInviteForm franchisee={franchisee} />);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('You must provide the Email Address.')).not.toBeNull();
    expect(screen.getAllByText('Please review the required fields.')).toHaveLength(2);
  });
});
