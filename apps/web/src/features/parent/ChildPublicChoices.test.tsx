// @vitest-environment happy-dom
import type { ParticipantItem } from '@pledgethon/contracts';
import { consentTexts } from '@pledgethon/texts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { languageStorageKey } from '../../i18n/languages';
import { renderUi } from '../../testing/render-ui';
import { ChildPublicChoices } from './ChildPublicChoices';

const child: ParticipantItem = {
  ParticipantId: '6b0f7d1e-4c3a-4f7e-9d2a-1a2b3c4d5e6f',
  FirstName: 'Maya',
  LastName: 'Lopez',
  EventId: '3f2b8c1e-5d4a-4b6f-9e7d-1a2b3c4d5e6f',
  EventName: 'Maple Fun Run',
  EventCode: 'MAPLE26',
  TeamName: null,
  GoalCents: 35_000,
  RaisedCents: 0,
  AccessCode: 'K7Q2M9',
  PublicFullName: false,
  PublicPhoto: false,
  PublicConsentAt: null,
  HasPhoto: false,
  VendorSharing: false,
};

/** The choices as the parent sees them; what each tick asks of the server is kept. */
function openChoices() {
  const asks: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    asks.push(JSON.parse(String(init?.body)));
    return Response.json({ ...child, PublicFullName: true });
  });
  renderUi(<ChildPublicChoices participant={child} />);
  return asks;
}

describe("a child's consents, as the parent gives them", () => {
  afterEach(async () => {
    localStorage.removeItem(languageStorageKey);
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'Show the full name'],
    ['es', 'Mostrar el nombre completo'],
  ] as const)(
    'shows each consent’s words in %s and names that language when one is given',
    async (language, fullName) => {
      await chooseLanguage(language);
      const asks = openChoices();
      for (const words of Object.values(consentTexts[language])) expect(screen.getByText(words)).toBeTruthy();

      await userEvent.setup().click(screen.getByRole('checkbox', { name: fullName }));
      // The server records the words of the language named, so the record holds what was on the screen.
      await vi.waitFor(() =>
        expect(asks).toEqual([
          { ParticipantId: child.ParticipantId, Language: language, PublicFullName: true },
        ]),
      );
    },
  );
});
