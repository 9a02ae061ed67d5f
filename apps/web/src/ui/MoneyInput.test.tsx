// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render-ui';
import { MoneyInput } from './MoneyInput';

/** A form's field as the app holds it: cents in state, every change recorded. */
function Goal({ initial, seen }: { initial: number | null; seen: (number | null)[] }) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <>
      <MoneyInput
        label="Goal"
        value={cents}
        onChange={(next) => {
          seen.push(next);
          setCents(next);
        }}
      />
      <button type="button" onClick={() => setCents(35_000)}>
        Reset
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Goal' }) as HTMLInputElement;

describe('MoneyInput', () => {
  it('shows cents as dollars and hands back exact cents as the user types', async () => {
    const user = userEvent.setup();
    const seen: (number | null)[] = [];
    renderUi(<Goal initial={123_450} seen={seen} />);
    expect(field().value).toBe('1,234.50');

    await user.clear(field());
    await user.type(field(), '0.29');
    expect(seen.at(-1)).toBe(29);
    await user.clear(field());
    await user.type(field(), '1,000.1');
    expect(seen.at(-1)).toBe(100_010);
  });

  it('writes the amount out in full when the field is left', async () => {
    const user = userEvent.setup();
    renderUi(<Goal initial={null} seen={[]} />);
    await user.type(field(), '350');
    await user.tab();
    expect(field().value).toBe('350.00');
  });

  it('tells an empty field from text that is not money', async () => {
    const user = userEvent.setup();
    const seen: (number | null)[] = [];
    renderUi(<Goal initial={500} seen={seen} />);
    await user.clear(field());
    expect(seen.at(-1)).toBeNull();
    await user.type(field(), '10,00');
    expect(seen.at(-1)).toBeNaN();
    await user.tab();
    expect(field().value).toBe('10,00');
  });

  it('shows a value set from outside, such as a reset', async () => {
    const user = userEvent.setup();
    renderUi(<Goal initial={100} seen={[]} />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field().value).toBe('350.00');
  });
});
