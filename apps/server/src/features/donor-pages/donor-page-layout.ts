import { escapeHtml } from '@pledgethon/core';
import { languageSwitch } from '../../http/pages/language-switch';
import { pageHeadTags } from '../../http/pages/page-head';
import type { PageLanguage } from '../../http/pages/page-language';
import { say } from '../../http/pages/page-text';
import { DONOR_PAGE_STYLE } from './donor-page-style';
import { type DonorPageText, donorPageTexts } from './donor-page-texts';

export type DonorPageFrame = {
  language: PageLanguage;
  /** The page's own title, before " · PledgeThon", as the web app titles its pages. */
  title: string;
  description: string;
  /** The page's address as shared, for Open Graph. */
  url: string;
  script: string;
  /** The page's path (with its page of sponsor updates), which the language switch keeps. */
  address: string;
  body: (text: DonorPageText) => string;
};

/**
 * A whole donor page: the light header (logo, language switch and sign-in), one main region the skip link reaches,
 * the footer, and the one small script that copies links and applies the sign-in redirects.
 */
export function renderDonorPage({
  language,
  title,
  description,
  url,
  script,
  address,
  body,
}: DonorPageFrame) {
  const text = donorPageTexts[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${pageHeadTags({ title, description, url })}
<style>${DONOR_PAGE_STYLE}</style>
<script src="${escapeHtml(script)}" defer></script>
</head>
<body>
<a class="skip" href="#main">${say(text.shell.skipToContent)}</a>
<header class="bar">
<a href="/home" aria-label="${say(text.shell.home)}"><img src="/favicon.svg" alt="">${say(text.logo)}</a>
<div class="bar-end">
${languageSwitch(language, address, text.shell.language)}
<a href="/home">${say(text.shell.signIn)}</a>
</div>
</header>
<main id="main" tabindex="-1">
${body(text)}
</main>
<footer>
<span>${say(text.shell.footer.tagline)}</span>
<nav aria-label="${say(text.shell.footer.label)}">
<a href="/privacy">${say(text.shell.footer.privacy)}</a>
<a href="/terms">${say(text.shell.footer.terms)}</a>
<span>${say(text.shell.footer.copyright, { year: new Date().getFullYear() })}</span>
</nav>
</footer>
</body>
</html>`;
}
