import { PLEDGE_FORM_DATA_ID } from '@pledgethon/contracts';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { PledgeFormPage, pledgeFormTitle } from '../pledge-form/PledgeFormPage';
import { jsonInScript } from './page-data';
import type { ServerPages } from './types';

const ROOT = '<div id="root"></div>';
const TITLE = '<title>PledgeThon</title>';
const HTML = '<html lang="en">';

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

/**
 * The pledge form's page (decisions 102, 109): the same component the browser hydrates, with the props
 * it hydrates with written beside it, so that the form shows before its script runs.
 */
export const pledgeFormPage: ServerPages['pledgeFormPage'] = (template, props) => {
  const data = `<script type="application/json" id="${PLEDGE_FORM_DATA_ID}">${jsonInScript(props)}</script>`;
  return fill(template, {
    [HTML]: `<html lang="${props.language === 'es' ? 'es' : 'en'}">`,
    [TITLE]: renderToStaticMarkup(<title>{pledgeFormTitle(props)}</title>),
    [ROOT]: `<div id="root">${renderToString(<PledgeFormPage {...props} />)}</div>${data}`,
  });
};
