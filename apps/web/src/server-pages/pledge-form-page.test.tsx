// @vitest-environment happy-dom
import { PLEDGE_FORM_DATA_ID, type PledgeForm } from '@pledgethon/contracts';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PledgeFormPage } from '../pledge-form/PledgeFormPage';
import { pageProps } from './page-data';
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

// Hydration's effects (Stripe's field mounts only in the browser) run inside act, as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.unstubAllGlobals());

/** Opens the page the server drew in this document and hydrates it as the page's script does. */
async function hydrate(page: string) {
  const drawn = new DOMParser().parseFromString(page, 'text/html');
  document.documentElement.lang = drawn.documentElement.lang;
  document.title = drawn.title;
  document.body.innerHTML = drawn.body.innerHTML;
  const root = document.getElementById('root');
  const props = pageProps<PledgeFormPageProps>(PLEDGE_FORM_DATA_ID);
  if (!root || !props) throw new Error('The page has no root or no props');
  const before = root.innerHTML;
  const problems: unknown[] = [];
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  await act(async () => {
    hydrateRoot(root, <PledgeFormPage {...props} />, {
      onRecoverableError: (error) => problems.push(error),
    });
  });
  consoleError.mockRestore();
  return { props, problems, before, after: root.innerHTML };
}

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
      const hydrated = await hydrate(pledgeFormPage(template, props));
      expect(hydrated.props).toEqual(props);
      expect(hydrated.problems).toEqual([]);
      expect(hydrated.after).toBe(hydrated.before);
    }
  });
});
