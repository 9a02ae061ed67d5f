// The home page's one script where the server draws the page (decision 101): sign-in by password or
// access code, the event code, the language menu and the offer of a translation, without React.
import {
  authenticationLoginEndpoint,
  authenticationLoginWithAccessCodeEndpoint,
  cookieValue,
  HOME_APP_PARAMS,
} from '@pledgethon/contracts';
import { ACCESS_CODE_LANDING_PATH, LOGIN_LANDING_PATH, messages } from '@pledgethon/core';
import { AppError } from '../api/app-error';
import { readSession } from '../api/session';
import { accessCodeOutcome } from '../features/auth/access-code-failure';
import { redirectFor } from '../features/auth/access-rules';
import { landingAfterSignIn } from '../features/auth/landing';
import { isSupportedLanguage, languageStorageKey, rememberLanguage } from '../i18n/languages';
import { checkedForm, setBusy, showProblem } from './checked-form';
import { findEventId, startSession, token } from './home-api';
import { pageParts, pageText, showToast } from './page-parts';

/**
 * Where the web app takes over: its own /home, for someone signed in on this browser. The server hands
 * such a browser to the app itself (its cookie); this catches a session kept without that cookie.
 */
function handOverToTheApp(): boolean {
  if (!readSession()) return false;
  const params = new URLSearchParams(location.search);
  params.set(HOME_APP_PARAMS.signedIn, '1');
  location.replace(`/home?${params}${location.hash}`);
  return true;
}

/** A language chosen in the web app before it was remembered in a cookie: remember it, show it. */
function languageFromEarlierVisits(): boolean {
  const chosen = localStorage.getItem(languageStorageKey) ?? undefined;
  if (!isSupportedLanguage(chosen) || cookieValue(document.cookie, languageStorageKey) !== undefined)
    return false;
  rememberLanguage(chosen);
  if (chosen === document.documentElement.lang) return false;
  location.reload();
  return true;
}

/** Goes where the web app goes after a sign-in, with the redirect rules of spec section 2 applied. */
async function signIn(sessionToken: string, landingPath: string) {
  const context = await startSession(sessionToken);
  const landing = landingAfterSignIn(location.search, landingPath);
  location.assign(redirectFor(context, new URL(landing, location.origin).pathname) ?? landing);
}

/** A refusal as every sign-in form reports it: the spec's title and the server's words, twice. */
function reportRefusal(form: HTMLFormElement, message: string) {
  const title = pageText('failedTitle');
  showProblem(form, { title, message }, true);
  showToast(title, message);
}

function passwordSignIn(form: HTMLFormElement) {
  const review = () => showProblem(form, fields.hasErrors() ? { message: form.dataset.review ?? '' } : null);
  const fields = checkedForm(form, review);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const valid = fields.checkAll();
    review();
    if (!valid) return;
    const data = new FormData(form);
    setBusy(form, true);
    try {
      const body = {
        Username: String(data.get('Username')).trim(),
        Password: String(data.get('Password')),
        RememberMe: data.get('RememberMe') === 'on',
      };
      await signIn(await token(authenticationLoginEndpoint, body), LOGIN_LANDING_PATH);
    } catch (error) {
      setBusy(form, false);
      const known = error instanceof AppError;
      if (known && fields.showFieldErrors(error.fieldErrors)) return;
      reportRefusal(form, known ? error.message : messages.unexpectedError);
    }
  });
}

function accessCodeSignIn(form: HTMLFormElement) {
  const fields = checkedForm(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    showProblem(form, null);
    if (!fields.checkAll()) return;
    setBusy(form, true);
    try {
      const body = { AccessCode: String(new FormData(form).get('AccessCode')).trim() };
      await signIn(await token(authenticationLoginWithAccessCodeEndpoint, body), ACCESS_CODE_LANDING_PATH);
    } catch (error) {
      setBusy(form, false);
      const outcome = accessCodeOutcome(error);
      if (outcome.kind === 'goToSiteRoot') location.assign('/');
      else if (!(error instanceof AppError && fields.showFieldErrors(error.fieldErrors))) {
        reportRefusal(form, outcome.message);
      }
    }
  });
}

/** Event code in, the Thon's page out (/event/{code}#{id}), as the web app's form does. */
function eventCode(form: HTMLFormElement) {
  const fields = checkedForm(form);
  const input = form.querySelector<HTMLInputElement>('input');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!input || !fields.checkAll()) return;
    const code = input.value.trim();
    setBusy(form, true);
    try {
      location.assign(`/event/${encodeURIComponent(code)}#${await findEventId(code)}`);
    } catch (error) {
      setBusy(form, false);
      if (error instanceof AppError && error.status === 404) {
        fields.setError(input, pageText('invalidCode'));
        input.focus();
      } else {
        showToast(
          pageText('errorTitle'),
          error instanceof AppError ? error.message : messages.unexpectedError,
        );
      }
    }
  });
}

if (!handOverToTheApp() && !languageFromEarlierVisits()) {
  pageParts();
  const form = (id: string) => document.getElementById(id) as HTMLFormElement | null;
  const password = form('password-form');
  const accessCode = form('access-code-form');
  const code = form('event-code-form');
  if (password) passwordSignIn(password);
  if (accessCode) accessCodeSignIn(accessCode);
  if (code) eventCode(code);
}
