// @vitest-environment happy-dom
import { consentTexts } from '@pledgethon/texts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { languageStorageKey } from '../../i18n/languages';
import { renderUi } from '../../testing/render-ui';
import { AddChildForm } from './AddChildForm';

describe('adding a child, with what their public page may show', () => {
  afterEach(async () => {
    localStorage.removeItem(languageStorageKey);
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', "Child's first name", "Child's last name", 'Show the full name', 'Add participant'],
    ['es', 'Nombre del niño', 'Apellido del niño', 'Mostrar el nombre completo', 'Añadir participante'],
  ] as const)(
    'shows the consents’ own words in %s and sends that language with the choice',
    async (language, firstName, lastName, fullName, submit) => {
      await chooseLanguage(language);
      const asks: Record<string, unknown>[] = [];
      vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
        asks.push(JSON.parse(String(init?.body)));
        return Response.json({ ClaimPending: true, Message: 'The school confirms first.' });
      });
      renderUi(<AddChildForm />, { path: '/parent/addparticipant?event=MAPLE26' });
      expect(screen.getByText(consentTexts[language].full_name)).toBeTruthy();
      expect(screen.getByText(consentTexts[language].photo)).toBeTruthy();

      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: firstName }), 'Maya');
      await user.type(screen.getByRole('textbox', { name: lastName }), 'Lopez');
      await user.click(screen.getByRole('checkbox', { name: fullName }));
      await user.click(screen.getByRole('button', { name: submit }));
      // The server records the consent in the language named: the words that were on the screen.
      await vi.waitFor(() =>
        expect(asks).toEqual([
          expect.objectContaining({
            EventCode: 'MAPLE26',
            FirstName: 'Maya',
            PublicFullName: true,
            PublicPhoto: false,
            Language: language,
          }),
        ]),
      );
    },
  );
});
