// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../home-page/HomePage';
import { hydrateDrawn } from '../testing/hydrate-drawn';
import { HOME_PAGE_DATA_ID } from './page-data';
import { homePage } from './render';
import type { HomePageProps } from './types';

const template =
  '<!doctype html><html lang="en"><head><meta name="description" content="PledgeThon" /><title>PledgeThon</title></head><body><div id="root"></div></body></html>';

const visit: HomePageProps = {
  language: 'en',
  accessCodeEnabled: true,
  socialProviders: [{ id: 'google', name: 'Google' }],
  redirect: null,
  hasVideo: true,
  year: 2026,
};
const visits: HomePageProps[] = [
  visit,
  { ...visit, language: 'es' },
  // An admin host, no provider, no video, and where to go after sign-in.
  { ...visit, accessCodeEnabled: false, socialProviders: [], hasVideo: false, redirect: '/shop/cart' },
];

describe('the home page, drawn by the server and hydrated by the browser', () => {
  it('is the home page component drawn from the props written beside it', () => {
    for (const props of visits) {
      const page = homePage(template, props);
      const root = /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(page)?.[1];
      expect(root).toBe(renderToString(<HomePage {...props} />));
      expect(page).toContain(`<html lang="${props.language}">`);
    }
  });

  it('has its title, description and one heading of the first level, in the visitor’s language', () => {
    const english = homePage(template, visit);
    expect(english).toContain('<title>Sign in or find your Thon · PledgeThon</title>');
    expect(english).toMatch(/<meta name="description" content="PledgeThon runs pledge-based/);
    expect(english.match(/<h1[ >]/g)).toHaveLength(1);
    expect(homePage(template, { ...visit, language: 'es' })).toContain('Inicia sesión o encuentra tu Thon');
  });

  it('escapes where to go after sign-in, in the markup and in the data', () => {
    const page = homePage(template, { ...visit, redirect: '/event/"><script>x</script>' });
    expect(page).toContain('value="/event/&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(page.match(/<script\b/g)).toHaveLength(1);
  });

  it('hydrates without a mismatch, with the props the server drew it from', async () => {
    for (const props of visits) {
      const hydrated = await hydrateDrawn(
        homePage(template, props),
        HOME_PAGE_DATA_ID,
        (drawn: HomePageProps) => <HomePage {...drawn} />,
      );
      expect(hydrated.props).toEqual(props);
      expect(hydrated.problems).toEqual([]);
      // The one change: the sign-in forms, drawn waiting for the script, can send (decision 157).
      expect(hydrated.before).toContain(signInWaiting);
      expect(hydrated.after).toBe(hydrated.before.replaceAll(signInWaiting, signInReady));
    }
  });
});

const signInWaiting = '<button type="submit" class="button full" disabled="" aria-busy="true">';
const signInReady = '<button type="submit" class="button full" aria-busy="false">';
