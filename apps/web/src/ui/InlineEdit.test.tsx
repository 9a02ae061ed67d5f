// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../api/app-error';
import { renderUi } from '../testing/render-ui';
import { InlineEdit } from './InlineEdit';

describe('InlineEdit', () => {
  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Edit Goal' }));
  const field = () => screen.getByRole('textbox', { name: 'Goal' });

  it('shows the value, then runs before-save, save and after-save in order and says it saved', async () => {
    const calls: string[] = [];
    const save = vi.fn(async (text: string) => {
      calls.push(`save ${text}`);
    });
    renderUi(
      <InlineEdit
        label="Goal"
        value="350"
        beforeSave={(text) => {
          calls.push(`before ${text}`);
          return undefined;
        }}
        save={save}
        afterSave={(text) => calls.push(`after ${text}`)}
      />,
    );
    expect(screen.getByText('350')).toBeTruthy();
    open();
    fireEvent.change(field(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', ' Saved');
    expect(calls).toEqual(['before 500', 'save 500', 'after 500']);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the before-save problem in place and saves nothing', async () => {
    const save = vi.fn(async () => undefined);
    renderUi(
      <InlineEdit label="Goal" value="350" beforeSave={() => 'The minimum goal is $1.'} save={save} />,
    );
    open();
    fireEvent.submit(field());
    expect(await screen.findByText('The minimum goal is $1.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in place and keeps the field open", async () => {
    const afterSave = vi.fn();
    renderUi(
      <InlineEdit
        label="Goal"
        value="350"
        save={() => Promise.reject(new AppError(403, 'access denied'))}
        afterSave={afterSave}
      />,
    );
    open();
    fireEvent.submit(field());
    expect(await screen.findByText('access denied')).toBeTruthy();
    expect(field()).toBeTruthy();
    expect(afterSave).not.toHaveBeenCalled();
  });

  it('cancels with Escape, and with a click outside, keeping the old value', async () => {
    const save = vi.fn(async () => undefined);
    renderUi(
      <div>
        <p>Outside</p>
        <InlineEdit label="Goal" value="350" save={save} />
      </div>,
    );
    open();
    fireEvent.change(field(), { target: { value: '999' } });
    fireEvent.keyDown(field(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getByText('350')).toBeTruthy();

    open();
    expect(field()).toHaveProperty('value', '350');
    fireEvent.mouseDown(screen.getByText('Outside'));
    fireEvent.touchStart(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(save).not.toHaveBeenCalled();
  });
});
