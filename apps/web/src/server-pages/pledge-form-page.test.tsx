// @vitest-environment happy-dom
import { PLEDGE_FORM_DATA_ID, type PledgeForm } from '@pledgethon/contracts';
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
      expect(hydrated.after).toBe(hydrated.before);
    }
  });
});
