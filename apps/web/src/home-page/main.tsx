import { cookieValue, HOME_APP_PARAMS } from '@pledgethon/contracts';
import { readSession } from '../api/session';
import { isSupportedLanguage, languageStorageKey, rememberLanguage } from '../i18n/languages';
import { hydrateDrawnPage } from '../server-pages/hydrate-drawn-page';
import { HOME_PAGE_DATA_ID, pageProps } from '../server-pages/page-data';
import type { HomePageProps } from '../server-pages/types';
import { HomePage } from './HomePage';

/**
 * Where the web app takes over: its own /home, for someone signed in on this browser. The server hands
 * such a browser to the app itself (its cookie); this catches a session kept without that cookie.
 */
function handOverToTheApp(): boolean {
  if (!readSession()) return false;
  const params = new URLSearchParams(window.location.search);
  params.set(HOME_APP_PARAMS.signedIn, '1');
  window.location.replace(`/home?${params}${window.location.hash}`);
  return true;
}

/** A language chosen in the web app before it was remembered in a cookie: remember it, show it. */
function languageFromEarlierVisits(): boolean {
  const chosen = localStorage.getItem(languageStorageKey) ?? undefined;
  if (!isSupportedLanguage(chosen) || cookieValue(document.cookie, languageStorageKey) !== undefined)
    return false;
  rememberLanguage(chosen);
  if (chosen === document.documentElement.lang) return false;
  window.location.reload();
  return true;
}

// The home page's own entry (decision 140): React and the page's parts, none of the web app's shell.
const root = document.getElementById('root');
const props = pageProps<HomePageProps>(HOME_PAGE_DATA_ID);
if (root && props && !handOverToTheApp() && !languageFromEarlierVisits()) {
  hydrateDrawnPage(root, <HomePage {...props} />);
}
