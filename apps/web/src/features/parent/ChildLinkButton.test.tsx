// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { ChildLinkButton } from './ChildLinkButton';

describe("a parent's Copy link", () => {
  it("copies the child's own page, never the Thon's", async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const participantId = '3f2b8c1e-5d4a-4b6f-9e7d-1a2b3c4d5e6f';
    renderUi(<ChildLinkButton eventCode="MAPLE26" participantId={participantId} name="Maya" />);
    fireEvent.click(screen.getByRole('button', { name: "Copy Maya's link to share" }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link copied' })).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/event/MAPLE26/p/${participantId}`);
  });
});
