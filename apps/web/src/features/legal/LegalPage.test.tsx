// @vitest-environment happy-dom
import { CONSENT_KINDS, DEFAULT_RETENTION_DAYS, MINIMUM_RETENTION_DAYS } from '@pledgethon/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { LegalPage } from './LegalPage';

// The page asks for the support address; without an answer it simply leaves that line out.
vi.stubGlobal('fetch', () => new Promise(() => {}));

const sectionText = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('section')?.textContent ?? '';

describe('the privacy notice states what the product does, from the settings it does it by', () => {
  it('states the retention period the job applies: the default and the shortest an organiser may choose', () => {
    renderUi(<LegalPage document="privacy" />);
    const text = sectionText('How long we keep it');
    expect(text).toContain(`${DEFAULT_RETENTION_DAYS} days after the Thon ends`);
    expect(text).toContain(`never less than ${MINIMUM_RETENTION_DAYS} days`);
    expect(text).toMatch(
      /names become initials.*photos, parent contacts, access codes and sign-ins are deleted/,
    );
    expect(text).toContain("donors' receipts and payment records");
  });

  it('names every consent a parent can give and says it can be withdrawn', () => {
    renderUi(<LegalPage document="privacy" />);
    const text = sectionText('What a parent can agree to');
    const named: Record<(typeof CONSENT_KINDS)[number], string> = {
      full_name: "showing the child's full name",
      photo: 'showing a photo the parent uploads',
      vendor_sharing: "sharing the child's name with the shop's vendor",
    };
    for (const kind of CONSENT_KINDS) expect(text).toContain(named[kind]);
    expect(text).toContain('withdraw any of them at any time');
  });

  it("states the parent's rights and the access log", () => {
    renderUi(<LegalPage document="privacy" />);
    const rights = sectionText("A parent's rights");
    for (const right of [
      'see everything',
      'download it (JSON or CSV)',
      'correct the details',
      'withdraw any consent',
      "delete the child's personal data",
    ])
      expect(rights).toContain(right);
    expect(rights).toContain('pledges already paid stay with the Thon as anonymous gifts');
    expect(sectionText('Who can see a child’s data')).toContain('we note who, when and what');
  });
});
