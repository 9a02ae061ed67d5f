import './form.css';
import './parts.css';
import { PLEDGE_FORM_DATA_ID } from '@pledgethon/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readerLanguageHere } from '../i18n/languages';
import { hydrateDrawnPage } from '../server-pages/hydrate-drawn-page';
import { pageProps } from '../server-pages/page-data';
import type { PledgeFormPageProps } from '../server-pages/types';
import { isSignedIn } from './api';
import { PledgeFormPage } from './PledgeFormPage';

/**
 * The Thon and participant the form is for: /event/{eventCode}/pledge?participant={id}, or a parent's
 * /parent/mypledges?pledge={eventCode}&participant={id}, where a parent who is not a participant enters
 * a donor's pledge without leaving the parent pages (spec section 2).
 */
function addressOf({ pathname, search }: Location) {
  const query = new URLSearchParams(search);
  const segment = /^\/event\/([^/]+)\/pledge\/?$/i.exec(pathname)?.[1];
  let eventCode = query.get('pledge') ?? '';
  try {
    if (segment) eventCode = decodeURIComponent(segment);
  } catch {
    eventCode = segment ?? '';
  }
  return { eventCode, participantId: query.get('participant') };
}

// The pledge form's own entry (decision 102): React and the form only, none of the web app's shell.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('pledge.html has no #root element');

// The server drew the page from these props (decision 109); the development server serves it undrawn.
const drawn = pageProps<PledgeFormPageProps>(PLEDGE_FORM_DATA_ID);
if (drawn) {
  hydrateDrawnPage(rootElement, <PledgeFormPage {...drawn} />);
} else {
  const language = readerLanguageHere();
  document.documentElement.lang = language;
  const props = { ...addressOf(window.location), language, form: null, signedIn: isSignedIn() };
  createRoot(rootElement).render(
    <StrictMode>
      <PledgeFormPage {...props} />
    </StrictMode>,
  );
}
