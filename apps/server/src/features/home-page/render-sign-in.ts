import { HOME_APP_PARAMS, type OAuthProviderId, oauthStartPath } from '@pledgethon/contracts';
import { escapeHtml, isSameSitePath } from '@pledgethon/core';
import { say } from '../../http/pages/page-text';
import { icon } from './home-page-icons';
import type { HomePageText } from './home-page-texts';

export type SignInOptions = {
  /** The access-code tab: hidden on the admin hosts (spec section 2). */
  accessCodeEnabled: boolean;
  socialProviders: { id: OAuthProviderId; name: string }[];
  /** Where to go after sign-in, when the visitor was sent here from a page of this site. */
  redirect: string | null;
};

type Field = {
  id: string;
  name: string;
  label: string;
  required: string;
  description?: string;
  attributes: string;
};

/**
 * A field as the web app's inputs show it: label with the asterisk, the description, the input, and a
 * line for its error that the script fills. `data-required` is the spec's text for an empty field.
 */
function field({ id, name, label, required, description, attributes }: Field, after = '') {
  const describedBy = description ? ` aria-describedby="${id}-description"` : '';
  return `<div class="field">
<label for="${id}">${say(label)}<span class="required" aria-hidden="true"> *</span></label>
${description ? `<p class="description" id="${id}-description">${say(description)}</p>` : ''}
<div class="input-wrap"><input id="${id}" name="${name}" ${attributes}${describedBy} data-required="${say(required)}">${after}</div>
<p class="error" id="${id}-error" hidden></p>
</div>`;
}

/** A hidden field that carries the page to open after sign-in into the app's forms of this page. */
const redirectInput = (redirect: string | null) =>
  redirect ? `<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">` : '';

function passwordForm(text: HomePageText, redirect: string | null) {
  const username = field({
    id: 'username',
    name: 'Username',
    label: text.signIn.username,
    required: text.page.messages.enterUsername,
    description: text.signIn.usernameDescription,
    attributes: 'type="text" autocomplete="username" inputmode="email"',
  });
  const toggle = `<button type="button" class="toggle" aria-label="${say(text.page.showPassword)}" aria-pressed="false">${icon('eye', 16)}${icon('eyeOff', 16)}</button>`;
  const password = field(
    {
      id: 'password',
      name: 'Password',
      label: text.signIn.password,
      required: text.page.messages.enterPassword,
      attributes: 'type="password" autocomplete="current-password" class="with-toggle"',
    },
    toggle,
  );
  return `<form id="password-form" class="stack" novalidate data-review="${say(text.page.messages.loginReviewRequiredFields)}">
<div class="problem" hidden></div>
${username}
${password}
<div class="row">
<label class="check"><input type="checkbox" name="RememberMe"><span>${say(text.signIn.rememberMe)}</span></label>
<button type="submit" form="forgot-form" class="link-button" name="${HOME_APP_PARAMS.forgot}" value="1">${say(text.signIn.forgotPassword)}</button>
</div>
<button type="submit" class="button full">${say(text.signIn.submit)}</button>
<p class="small sign-up">${say(text.signIn.newHere)} <a href="/home/SignUp">${say(text.signIn.signUp)}</a></p>
</form>
<form id="forgot-form" action="/home" method="get" hidden>${redirectInput(redirect)}</form>`;
}

function accessCodeForm(text: HomePageText) {
  return `<form id="access-code-form" class="stack" novalidate>
<p class="dim small">${say(text.signIn.accessCode.intro)}</p>
<div class="problem" hidden></div>
${field({
  id: 'access-code',
  name: 'AccessCode',
  label: text.signIn.accessCode.label,
  required: text.page.messages.enterAccessCode,
  attributes: 'type="text" autocomplete="off" autocapitalize="characters"',
})}
<button type="submit" class="button full">${say(text.signIn.accessCode.submit)}</button>
</form>`;
}

/** Password and access code as the web app's tabs; the script switches them. */
function tabs(text: HomePageText, redirect: string | null) {
  return `<div class="tabs" role="tablist">
<button type="button" role="tab" id="tab-password" aria-selected="true" aria-controls="panel-password">${icon('key', 16)}${say(text.signIn.tabs.password)}</button>
<button type="button" role="tab" id="tab-access-code" aria-selected="false" aria-controls="panel-access-code" tabindex="-1">${icon('qrcode', 16)}${say(text.signIn.tabs.accessCode)}</button>
</div>
<div role="tabpanel" id="panel-password" aria-labelledby="tab-password">${passwordForm(text, redirect)}</div>
<div role="tabpanel" id="panel-access-code" aria-labelledby="tab-access-code" hidden>${accessCodeForm(text)}</div>`;
}

const providerIcons = { facebook: 'brandFacebook', google: 'brandGoogle' } as const;

function socialButtons(text: HomePageText, { socialProviders, redirect }: SignInOptions) {
  if (socialProviders.length === 0) return '';
  const returnTo = redirect && isSameSitePath(redirect) ? redirect : null;
  const buttons = socialProviders
    .map(
      ({ id, name }) =>
        `<a class="button default full" href="${escapeHtml(oauthStartPath(id, returnTo))}">${icon(providerIcons[id])}${say(text.social.continueWith, { provider: name })}</a>`,
    )
    .join('\n');
  return `<div class="divider"><span>${say(text.signIn.or)}</span></div>\n<div class="stack">${buttons}</div>`;
}

/** The sign-in card: password (and access code where enabled), social sign-in where configured. */
export function signInCard(text: HomePageText, options: SignInOptions) {
  const forms = options.accessCodeEnabled
    ? tabs(text, options.redirect)
    : passwordForm(text, options.redirect);
  return `<div class="card raised stack" id="sign-in">
<h2>${say(text.signIn.title)}</h2>
<p class="dim small">${say(text.signIn.intro)}</p>
${forms}
${socialButtons(text, options)}
</div>`;
}

/** A button that opens the web app's /home with a dialog or panel open (decision 101). */
export const appButton = (param: string, label: string, iconName: 'message' | 'playerPlay') =>
  `<form action="/home" method="get"><button type="submit" class="button light" name="${param}" value="1">${icon(iconName)}${say(label)}</button></form>`;
