import { PLEDGE_FORM_DATA_ID } from '@pledgethon/contracts';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { DonorPage } from '../donor-pages/DonorPage';
import { HomePage, homePageTitle } from '../home-page/HomePage';
import { homePageTexts } from '../home-page/texts';
import { LandingPage } from '../landing-page/LandingPage';
import { PledgeFormPage, pledgeFormTitle } from '../pledge-form/PledgeFormPage';
import { HOME_PAGE_DATA_ID, jsonInScript } from './page-data';
import type { ServerPages } from './types';

const ROOT = '<div id="root"></div>';
const TITLE = '<title>PledgeThon</title>';
const HTML = '<html lang="en">';
const DESCRIPTION = '<meta name="description" content="PledgeThon" />';

/** The built page with `markers` replaced; a marker the build lost would leave the page undrawn. */
function fill(template: string, markers: Record<string, string>): string {
  let page = template;
  for (const [marker, html] of Object.entries(markers)) {
    if (!page.includes(marker)) throw new Error(`The built page has no ${marker}: build it again`);
    // Replaced by a function: a `$&` in a Thon's name is text, not a replacement pattern.
    page = page.replace(marker, () => html);
  }
  return page;
}

const htmlOf = (language: string) => `<html lang="${language === 'es' ? 'es' : 'en'}">`;

/** The component's HTML in the root, and the props it was drawn from beside it for the browser. */
const rootOf = (html: string, dataId: string, props: unknown) =>
  `<div id="root">${html}</div><script type="application/json" id="${dataId}">${jsonInScript(props)}</script>`;

/**
 * The pledge form's page (decisions 102, 109): the same component the browser hydrates, with the props
 * it hydrates with written beside it, so that the form shows before its script runs.
 */
export const pledgeFormPage: ServerPages['pledgeFormPage'] = (template, props) =>
  fill(template, {
    [HTML]: htmlOf(props.language),
    [TITLE]: renderToStaticMarkup(<title>{pledgeFormTitle(props)}</title>),
    [ROOT]: rootOf(renderToString(<PledgeFormPage {...props} />), PLEDGE_FORM_DATA_ID, props),
  });

/**
 * The home page a first visit gets (decisions 101, 140): the same component its entry hydrates, and
 * the web app's /home draws the same sections.
 */
export const homePage: ServerPages['homePage'] = (template, props) =>
  fill(template, {
    [HTML]: htmlOf(props.language),
    [TITLE]: renderToStaticMarkup(<title>{homePageTitle(props)}</title>),
    [DESCRIPTION]: renderToStaticMarkup(
      <meta name="description" content={homePageTexts[props.language].hero.lead} />,
    ),
    [ROOT]: rootOf(renderToString(<HomePage {...props} />), HOME_PAGE_DATA_ID, props),
  });

/**
 * The public Thon and participant pages (decisions 091, 144): drawn here whole and never hydrated, so
 * the browser loads no React for them, only their one small script.
 */
export const donorPage: ServerPages['donorPage'] = (resources, props) =>
  `<!doctype html>${renderToStaticMarkup(<DonorPage resources={resources} {...props} />)}`;

/** A Thon's landing page (decisions 048, 144): drawn here whole and never hydrated, as the donor pages. */
export const landingPage: ServerPages['landingPage'] = (resources, props) =>
  `<!doctype html>${renderToStaticMarkup(<LandingPage resources={resources} {...props} />)}`;
