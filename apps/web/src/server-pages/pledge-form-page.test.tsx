// @vitest-environment happy-dom
import { PLEDGE_FORM_DATA_ID, type PledgeForm } from '@pledgethon/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PledgeFormPage } from '../pledge-form/PledgeFormPage';
import { hydrateDrawn } from '../testing/hydrate-drawn';
import { pledgeFormPage } from './render';
import type { PledgeFormPageProps } from './types';

const template =
  '<!doctype html><html lang="en"><head><title>PledgeThon</title></head><body><div id="root"></div></body></html>';

const form: PledgeForm = {
  EventCode: 'MAPLE26',
  EventName: 'Maple </script><!-- Fun Run $&',
  OrganizationName: 'Maple Elementary',
  FundsGoTo: 'New books',
  UnitName: 'lap',
  UnitNamePlural: 'laps',
  MaxUnits: 35,
  ExpectedUnits: 34,
  FlatDonationsOnly: false,
  Closed: false,
  TakesCards: true,
  Participant: { Id: '0b6c4f52-5d0e-4a5b-9d6b-8c1d2e3f4a5b', DisplayName: 'Maya L.' },
  SuggestedPerUnitCents: [1500, 1000, 500, 300, 200],
  SuggestedFlatCents: [50000, 30000, 20000, 10000, 5000],
  MinimumFlatCents: 500,
  MinimumPerUnitCents: 30,
  Payments: { Provider: 'test' },
};

const donor: PledgeFormPageProps = {
  language: 'en',
  eventCode: 'MAPLE26',
  participantId: form.Participant?.Id ?? null,
  form,
  signedIn: false,
};

afterEach(() => vi.unstubAllGlobals());

describe("the pledge form's page, drawn by the server and hydrated by the browser", () => {
  it('is the form component drawn from the props written beside it', () => {
    for (const props of [
      donor,
      { ...donor, language: 'es' as const },
      { ...donor, signedIn: true },
      { ...donor, form: null },
    ]) {
      const page = pledgeFormPage(template, props);
      const root = /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(page)?.[1];
      expect(root).toBe(renderToString(<PledgeFormPage {...props} />));
      expect(page).toContain(`<html lang="${props.language}">`);
    }
  });

  it("keeps a Thon's name from ending the data or the markup early", () => {
    const page = pledgeFormPage(template, donor);
    expect(page).not.toContain(form.EventName);
    expect(page.match(/<script\b/g)).toHaveLength(1);
    expect(page).toContain('<title>Pledge to Maya L. · PledgeThon</title>');
    expect(page).toContain('runs Maple &lt;/script&gt;&lt;!-- Fun Run $&amp;.');
  });

  it('hydrates without a mismatch, with the props the server drew it from', async () => {
    const stripe = {
      ...form,
      Payments: { Provider: 'stripe' as const, PublishableKey: 'pk_test_pledgethon' },
    };
    for (const props of [
      donor,
      { ...donor, language: 'es' as const },
      { ...donor, form: null },
      { ...donor, form: stripe },
    ]) {
      vi.stubGlobal('fetch', () => new Promise(() => {}));
      const hydrated = await hydrateDrawn(
        pledgeFormPage(template, props),
        PLEDGE_FORM_DATA_ID,
        (drawn: PledgeFormPageProps) => <PledgeFormPage {...drawn} />,
      );
      expect(hydrated.props).toEqual(props);
      expect(hydrated.problems).toEqual([]);
      // The one change: the button, drawn waiting for the script, can send (decision 157).
      if (props.form) expect(hydrated.before).toContain(waitingButton);
      expect(hydrated.after).toBe(hydrated.before.replace(waitingButton, readyButton));
    }
  });

  it('keeps what a donor typed and ticked before the script ran, as answers of the form', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const typed = { 'Donor-FirstName': 'Early', 'Donor-Email': 'early@example.com', MaxCents: '40' };
    const hydrated = await hydrateDrawn(
      pledgeFormPage(template, donor),
      PLEDGE_FORM_DATA_ID,
      (drawn: PledgeFormPageProps) => <PledgeFormPage {...drawn} />,
      (root) => {
        for (const [id, value] of Object.entries(typed)) {
          const field = root.querySelector<HTMLInputElement>(`#${id}`);
          if (field) field.value = value;
        }
        root.querySelector<HTMLInputElement>('input[type=checkbox]')?.click();
      },
    );
    expect(hydrated.problems).toEqual([]);
    const page = within(document.body);
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Pledge' })).toHaveProperty('disabled', false),
    );
    expect(page.getByText('You pay at most $40.00.')).toBeTruthy();
    // A later keystroke renders the form again: what was typed before stays, as the form's own.
    fireEvent.input(page.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Bird' } });
    expect(page.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Early');
    expect(page.getByRole('textbox', { name: 'Email address' })).toHaveProperty('value', 'early@example.com');
    expect(page.getByRole('checkbox')).toHaveProperty('checked', true);
  });
});

const waitingButton = 'class="button large busy" aria-busy="true" disabled=""';
const readyButton = 'class="button large" aria-busy="false"';
