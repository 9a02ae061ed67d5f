// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { CreateFranchiseeForm } from './CreateFranchiseeForm';

const commission = () => screen.getByRole('textbox', { name: /Commission rate/ });

describe('the form that creates a franchisee', () => {
  it('asks for the name and the commission rate when sent empty', async () => {
    const user = userEvent.setup();
    renderUi(<CreateFranchiseeForm />);
    await user.click(screen.getByRole('button', { name: 'Create franchisee' }));

    expect(await screen.findAllByText('Please review the required fields.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Franchisee name/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(commission().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Territory' }).getAttribute('aria-invalid')).not.toBe('true');
  });

  it("refuses a commission above 60% in the spec's limit, and takes 60 and 12.5", async () => {
    const user = userEvent.setup();
    renderUi(<CreateFranchiseeForm />);
    await user.type(commission(), '60.01');
    await user.tab();
    expect(await screen.findByText('The commission rate can be at most 60%.')).not.toBeNull();

    await user.clear(commission());
    await user.type(commission(), '60');
    await user.tab();
    expect(screen.queryByText('The commission rate can be at most 60%.')).toBeNull();

    await user.clear(commission());
    await user.type(commission(), '12.5');
    await user.tab();
    expect(commission().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses a rate that is not a number with at most two decimals', async () => {
    const user = userEvent.setup();
    renderUi(<CreateFranchiseeForm />);
    await user.type(commission(), '12.345');
    await user.tab();
    expect(await screen.findByText('Invalid Data')).not.toBeNull();
  });

  it('waits until a press on the button is released before showing the error of the field it left', async () => {
    const user = userEvent.setup();
    renderUi(<CreateFranchiseeForm />);
    await user.type(commission(), '60.01');
    const create = screen.getByRole('button', { name: 'Create franchisee' });
    await user.pointer({ keys: '[MouseLeft>]', target: create });
    // A field's check settles in microtasks, all run before the next task: had the check not waited for
    // the release, its error would be drawn once this task has come.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('The commission rate can be at most 60%.')).toBeNull();

    await user.pointer({ keys: '[/MouseLeft]', target: create });
    expect(await screen.findByText('The commission rate can be at most 60%.')).not.toBeNull();
  });
});
