import type { PledgeForm, PledgeParticipants } from '@pledgethon/contracts';
import { messages, requiredRedirect } from '@pledgethon/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AppError } from '../api/app-error';
import type { SupportedLanguage } from '../i18n/languages';
import type { PledgeFormPageProps } from '../server-pages/types';
import { getPledgeForm, getPledgeParticipants, getSessionContext, isSignedIn } from './api';
import { LanguageSwitch, showLanguage } from './language-switch';
import { PledgeFormView } from './PledgeFormView';
import { Problem } from './parts';
import { formHeading, pledgeTexts } from './texts';
import { PledgeTextsProvider, useTexts } from './use-texts';

/** A picked participant goes into the address, so a reload keeps them. */
function showParticipant(participantId: string) {
  const url = new URL(window.location.href);
  url.searchParams.set('participant', participantId);
  window.history.replaceState(null, '', url);
}

/** The page's title: the form's heading, once the form is known. */
export function pledgeFormTitle({ form, language }: Pick<PledgeFormPageProps, 'form' | 'language'>) {
  return form ? `${formHeading(pledgeTexts(language).t, form)} · PledgeThon` : 'PledgeThon';
}

const problemOf = (error: unknown) => (error instanceof AppError ? error.message : messages.unexpectedError);

/**
 * The pledge form's own page (decision 102), drawn by the server and hydrated by the browser from the
 * same props (decision 109): the form, and the web app's redirect rules for whoever is signed in on
 * this browser; their token also reaches the participants they may enter a pledge for.
 */
export function PledgeFormPage(props: PledgeFormPageProps) {
  // Drawn in the language the server chose; the switch changes it in place (decision 128).
  const [language, setLanguage] = useState(props.language);
  const texts = useMemo(() => pledgeTexts(language), [language]);
  const choose = (next: SupportedLanguage) => {
    showLanguage(next);
    setLanguage(next);
  };
  return (
    <PledgeTextsProvider value={texts}>
      <PledgeFormBody {...props} onLanguage={choose} />
    </PledgeTextsProvider>
  );
}

function PledgeFormBody(props: PledgeFormPageProps & { onLanguage: (language: SupportedLanguage) => void }) {
  const { t, messageText } = useTexts();
  const { eventCode } = props;
  const [participantId, setParticipantId] = useState(props.participantId);
  const [form, setForm] = useState<PledgeForm | null>(props.form);
  // The first address's form came with the page: only a participant picked later is called for.
  const written = useRef(form !== null);
  const [problem, setProblem] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(props.signedIn);
  // Until we know who is signed in, the page could show someone what the redirect rules keep from them.
  const [checkingAccess, setCheckingAccess] = useState(props.signedIn);
  const [pickable, setPickable] = useState<PledgeParticipants['Participants']>([]);

  // A participant picked for a donor reloads the form without losing what was typed.
  useEffect(() => {
    if (written.current) {
      written.current = false;
      return;
    }
    let current = true;
    getPledgeForm(eventCode, participantId).then(
      (loaded) => current && setForm(loaded),
      (error: unknown) => current && setProblem(problemOf(error)),
    );
    return () => {
      current = false;
    };
  }, [eventCode, participantId]);

  useEffect(() => {
    // A session kept without the web app's cookie is known only here, in the browser's storage.
    if (!isSignedIn()) return;
    setSignedIn(true);
    setCheckingAccess(true);
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
        if (session) getPledgeParticipants(eventCode).then(setPickable, () => {});
      })
      .catch(() => setCheckingAccess(false));
  }, [eventCode]);

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
        <div className="bar-end">
          <LanguageSwitch onChoose={props.onLanguage} />
          {!signedIn && <a href="/home">{t('shell.signIn')}</a>}
        </div>
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
