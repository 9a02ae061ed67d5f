import { describe, expect, it } from 'vitest';
import { readBadgeQr } from './lap-counting';
import { eventLink, participantPagePath, participantPageUrl, thonPagePath } from './public-links';

const site = 'https://pledgethon.test';
const id = '3f2b8c1e-5d4a-4b6f-9e7d-1a2b3c4d5e6f';

describe('the links of the public pages', () => {
  it("gives a child's own page under their Thon's page, apart from the event link", () => {
    expect(eventLink(site, 'MAPLE26')).toBe('https://pledgethon.test/MAPLE26');
    expect(thonPagePath('MAPLE26')).toBe('/event/MAPLE26');
    expect(participantPagePath('MAPLE26', id)).toBe(`/event/MAPLE26/p/${id}`);
    expect(participantPageUrl(site, 'MAPLE26', id)).toBe(`https://pledgethon.test/event/MAPLE26/p/${id}`);
  });

  it('keeps a code with characters of an address inside its own path segment', () => {
    expect(participantPagePath('A/B?C#D', id)).toBe(`/event/A%2FB%3FC%23D/p/${id}`);
    expect(new URL(participantPageUrl(site, 'A/B?C#D', id)).pathname).toBe(`/event/A%2FB%3FC%23D/p/${id}`);
  });

  it("is what a lap counter reads back from a child's badge", () => {
    expect(readBadgeQr(participantPageUrl(site, 'MAPLE26', id))).toEqual({ participantId: id });
  });
});
