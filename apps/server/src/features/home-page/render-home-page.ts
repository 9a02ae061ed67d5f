import { HOME_APP_PARAMS } from '@pledgethon/contracts';
import { escapeHtml, languageNames } from '@pledgethon/core';
import type { PageLanguage } from '../../http/pages/page-language';
import { say } from '../../http/pages/page-text';
import type { HomeScript } from './home-page';
import { icon } from './home-page-icons';
import { HOME_PAGE_STYLE } from './home-page-style';
import { type HomePageText, homePageTexts } from './home-page-texts';
import { appButton, type SignInOptions, signInCard } from './render-sign-in';
import { TRACK_ILLUSTRATION } from './track-illustration';

export type HomePage = SignInOptions & {
  language: PageLanguage;
  /** The site's video is configured and is a YouTube or Vimeo link. */
  hasVideo: boolean;
  /** The page's one script, a module of the web app's build, and the chunks it imports. */
  script: HomeScript;
};

function eventCodeCard(text: HomePageText) {
  return `<div class="card stack">
<h2>${say(text.tools.eventCode.title)}</h2>
<p class="dim small">${say(text.tools.eventCode.intro)}</p>
<form id="event-code-form" class="inline-form" action="/event" method="get" novalidate>
<div class="field grow">
<label for="event-code">${say(text.tools.eventCode.label)}</label>
<div class="input-wrap"><input id="event-code" name="code" type="text" autocomplete="off" autocapitalize="characters" data-required="${say(text.tools.eventCode.invalid)}"></div>
<p class="error" id="event-code-error" hidden></p>
</div>
<button type="submit" class="button">${say(text.tools.eventCode.submit)}${icon('arrowRight', 16)}</button>
</form>
</div>`;
}

/** The video and the contact form open in the web app, which draws their dialogs. */
function contactCard(text: HomePageText, hasVideo: boolean) {
  return `<div class="card stack">
<p class="dim small">${say(text.tools.contact.intro)}</p>
<div class="group">
${hasVideo ? appButton(HOME_APP_PARAMS.video, text.tools.video.open, 'playerPlay') : ''}
${appButton(HOME_APP_PARAMS.contact, text.tools.contact.open, 'message')}
</div>
</div>`;
}

const valuePoints = [
  { key: 'keepMore', icon: 'pigMoney', color: 'teal' },
  { key: 'lapsCounted', icon: 'run', color: 'orange' },
  { key: 'dataProtected', icon: 'shieldLock', color: 'indigo' },
] as const;
const steps = ['create', 'share', 'collect'] as const;

function mainContent(text: HomePageText, page: HomePage) {
  return `<section class="band sign-in-band" aria-labelledby="home-title">
<div class="container">
<h1 id="home-title">${say(text.page.title)}</h1>
<div class="columns">
${signInCard(text, page)}
<div class="stack wide-gap">
${eventCodeCard(text)}
${contactCard(text, page.hasVideo)}
</div>
</div>
</div>
</section>
<section class="band hero" aria-labelledby="hero-title">
<div class="container columns hero-columns">
<div class="stack hero-text">
<p class="eyebrow">${say(text.hero.eyebrow)}</p>
<h2 id="hero-title">${say(text.hero.title)}</h2>
<p class="lead">${say(text.hero.lead)}</p>
<div><a class="button white" href="#how-it-works">${say(text.hero.howItWorksLink)}${icon('arrowDown')}</a></div>
</div>
${TRACK_ILLUSTRATION}
</div>
</section>
<section class="band values" aria-labelledby="values-title">
<div class="container">
<h2 id="values-title" class="centered">${say(text.values.heading)}</h2>
<div class="grid3">
${valuePoints
  .map(
    (point) => `<div class="card value">
<span class="theme-icon ${point.color}">${icon(point.icon, 28)}</span>
<h3>${say(text.values[point.key].title)}</h3>
<p class="dim">${say(text.values[point.key].body)}</p>
</div>`,
  )
  .join('\n')}
</div>
</div>
</section>
<section class="band" id="how-it-works" aria-labelledby="how-it-works-title">
<div class="container">
<h2 id="how-it-works-title" class="centered">${say(text.steps.heading)}</h2>
<ol class="grid3 steps">
${steps
  .map(
    (
      step,
      index,
    ) => `<li><div class="step-title"><span class="number" aria-hidden="true">${index + 1}</span><h3>${say(text.steps[step].title)}</h3></div>
<p class="dim">${say(text.steps[step].body)}</p></li>`,
  )
  .join('\n')}
</ol>
</div>
</section>`;
}

function header(text: HomePageText, language: PageLanguage) {
  const items = (Object.keys(languageNames) as PageLanguage[])
    .map((each) => {
      const current = each === language;
      return `<button type="button" role="menuitem" lang="${each}" data-language="${each}"${current ? ' aria-current="true"' : ''}>${languageNames[each]}${current ? icon('check', 14) : ''}</button>`;
    })
    .join('');
  return `<header class="header"><div class="container bar">
<a class="brand" href="/home"><img src="/favicon.svg" alt="" width="32" height="32"><span>PledgeThon</span></a>
<div class="group tight">
<a class="button subtle header-link" href="/home#sign-in">${icon('login')}<span class="wide">${say(text.shell.signIn)}</span><span class="narrow sr">${say(text.shell.signIn)}</span></a>
<div class="language">
<button type="button" class="button default" id="language-button" aria-haspopup="menu" aria-expanded="false" aria-controls="language-menu">${icon('language')}<span class="sr">${say(text.page.language)}: </span><span class="wide">${languageNames[language]}</span><span class="narrow caps">${language}</span>${icon('chevronDown', 14)}</button>
<div class="menu" role="menu" id="language-menu" aria-labelledby="language-button" hidden>${items}</div>
</div>
</div>
</div></header>`;
}

function translationOffer(text: HomePageText) {
  if (!text.offer) return '';
  return `<div class="offer" role="dialog" aria-labelledby="offer-question" lang="${text.offer.language}" data-language="${text.offer.language}" hidden>
<p class="offer-question">${icon('language', 22)}<strong id="offer-question">${say(text.offer.question)}</strong></p>
<div class="group end"><button type="button" class="button default small" data-decline>${say(text.offer.decline)}</button><button type="button" class="button small" data-accept>${say(text.offer.accept)}</button></div>
</div>`;
}

/**
 * The whole home page as the web app shows it to a visitor who is not signed in (decision 101):
 * sign-in, event code, contact, hero, value points, how it works, in the visitor's language.
 */
export function renderHomePage(page: HomePage): string {
  const { language } = page;
  const text = homePageTexts[language];
  const title = `${text.page.title} · PledgeThon`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say(title)}</title>
<meta name="description" content="${say(text.hero.lead)}">
<meta name="theme-color" content="#364fc7">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${HOME_PAGE_STYLE}</style>
<script type="module" src="${escapeHtml(page.script.script)}"></script>
${page.script.preloads.map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`).join('\n')}
</head>
<body data-failed-title="${say(text.page.messages.authenticationFailedTitle)}" data-unexpected="${say(text.page.messages.unexpectedError)}" data-invalid-code="${say(text.tools.eventCode.invalid)}" data-close="${say(text.page.close)}" data-error-title="${say(text.page.errorTitle)}">
<a class="skip" href="#main-content">${say(text.shell.skipToContent)}</a>
${header(text, language)}
<main id="main-content" tabindex="-1">
${mainContent(text, page)}
</main>
<footer class="footer"><div class="container group spread">
<p class="dim small">${say(text.shell.footer.tagline)}</p>
<nav class="group" aria-label="${say(text.shell.footer.label)}">
<a href="/privacy">${say(text.shell.footer.privacy)}</a>
<a href="/terms">${say(text.shell.footer.terms)}</a>
<span class="dim small">${say(text.shell.footer.copyright, { year: new Date().getFullYear() })}</span>
</nav>
</div></footer>
${translationOffer(text)}
<div class="toasts" id="toasts"></div>
</body>
</html>`;
}
