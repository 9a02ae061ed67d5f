// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { PlaceholderPicker } from './PlaceholderPicker';

/** A message being written, with the picker adding its placeholder at the end. */
function Message() {
  const [text, setText] = useState('');
  return (
    <>
      <textarea aria-label="Message" value={text} onChange={(event) => setText(event.target.value)} />
      <PlaceholderPicker onPick={(token) => setText((current) => `${current}${token}`)} />
    </>
  );
}

describe('PlaceholderPicker', () => {
  it('leaves the cursor in the message, so what is typed next goes on in it', async () => {
    const user = userEvent.setup();
    renderUi(<Message />);
    const message = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

    await user.click(message);
    await user.keyboard('Cheer on ');
    await user.click(screen.getByRole('button', { name: 'PARTICIPANT_FULL_NAME' }));
    expect(document.activeElement).toBe(message);
    await user.keyboard('{End}!');

    expect(message.value).toBe('Cheer on [PARTICIPANT_FULL_NAME]!');
  });
});
