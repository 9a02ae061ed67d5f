import { PLEDGE_FORM_DATA_ID, type PledgeForm, type PledgeParticipants } from '@pledgethon/contracts';
import { messages, requiredRedirect } from '@pledgethon/core';
import { useEffect, useRef, useState } from 'react';
import { AppError } from '../api/app-error';
import { getPledgeForm, getPledgeParticipants, getSessionContext, isSignedIn } from './api';
import { PledgeFormView } from './PledgeFormView';
import { Problem } from './parts';
import { useTexts } from './use-texts';

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

/** A picked participant goes into the address, so a reload keeps them. */
function showParticipant(participantId: string) {
  const url = new URL(window.location.href);
  url.searchParams.set('participant', participantId);
  window.history.replaceState(null, '', url);
}

/** The form of the page's own address, written into the page by the server; null when it did not. */
function writtenForm(): PledgeForm | null {
  const element = document.getElementById(PLEDGE_FORM_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PledgeForm) : null;
}

const problemOf = (error: unknown) => (error instanceof AppError ? error.message : messages.unexpectedError);

/**
 * The pledge form's own page (decision 102): the form, and the web app's redirect rules for whoever is
 * signed in on this browser; their token also reaches the participants they may enter a pledge for.
 */
export function PledgeFormPage() {
  const { t, messageText } = useTexts();
  const [address] = useState(() => addressOf(window.location));
  const [participantId, setParticipantId] = useState(address.participantId);
  const [form, setForm] = useState<PledgeForm | null>(writtenForm);
  // The first address's form came with the page: only a participant picked later is called for.
  const written = useRef(form !== null);
  const [problem, setProblem] = useState<string | null>(null);
  // Until we know who is signed in, the page could show someone what the redirect rules keep from them.
  const [checkingAccess, setCheckingAccess] = useState(isSignedIn);
  const [pickable, setPickable] = useState<PledgeParticipants['Participants']>([]);

  // A participant picked for a donor reloads the form without losing what was typed.
  useEffect(() => {
    if (written.current) {
      written.current = false;
      return;
    }
    let current = true;
    getPledgeForm(address.eventCode, participantId).then(
      (loaded) => current && setForm(loaded),
      (error: unknown) => current && setProblem(problemOf(error)),
    );
    return () => {
      current = false;
    };
  }, [address.eventCode, participantId]);

  useEffect(() => {
    if (!isSignedIn()) return;
    getSessionContext()
      .then((session) => {
        const target =
          session &&
          requiredRedirect(
            { isVendor: session.IsVendor, isParent: session.IsParent, isParticipant: session.IsParticipant },
            window.location.pathname,
          );
        if (target) return window.location.replace(target);
        setCheckingAccess(false);
        // Whom they may enter a pledge for; the form works without the list, as for a donor.
        if (session) getPledgeParticipants(address.eventCode).then(setPickable, () => {});
      })
      .catch(() => setCheckingAccess(false));
  }, [address.eventCode]);

  return (
    <>
      <a className="skip" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="bar">
        <a href="/home" aria-label={t('shell.home')}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          PledgeThon
        </a>
        {!isSignedIn() && <a href="/home">{t('shell.signIn')}</a>}
      </header>
      <main id="main" tabIndex={-1}>
        {problem && !form ? (
          <div className="page">
            <Problem>{messageText(problem)}</Problem>
          </div>
        ) : form && !checkingAccess ? (
          <PledgeFormView
            form={form}
            pickable={pickable}
            onPick={(id) => {
              showParticipant(id);
              setParticipantId(id);
            }}
          />
        ) : (
          <div className="loader" role="status" aria-label={t('form.loading')} />
        )}
      </main>
      <footer className="foot">
        <span>{t('shell.footer.tagline')}</span>
        <nav aria-label={t('shell.footer.label')}>
          <a href="/privacy">{t('shell.footer.privacy')}</a>
          <a href="/terms">{t('shell.footer.terms')}</a>
          <span>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</span>
        </nav>
      </footer>
    </>
  );
}
