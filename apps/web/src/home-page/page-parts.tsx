import { addressInLanguage } from '@pledgethon/contracts';
import { TOAST_TIMEOUT_MS, TRANSLATION_OFFER_DELAY_MS } from '@pledgethon/core';
import { fillText, languageNames } from '@pledgethon/texts';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { languageStorageKey, rememberLanguage, type SupportedLanguage } from '../i18n/languages';
import { offerDismissedKey, translationToOffer } from '../i18n/translation-offer';
import { Icon } from './icons';
import type { HomeLanguage, HomePageText } from './texts';

/** Shows the page in a language, as the web app's language menu does, and remembers the choice. */
function showIn(language: SupportedLanguage): void {
  rememberLanguage(language);
  // The address may ask for the other language (decision 128): it now asks for this one.
  window.location.assign(addressInLanguage(window.location.pathname + window.location.search, language));
}

const languages = Object.keys(languageNames) as HomeLanguage[];

/** The language menu: opens from its button, moves with the arrow keys, closes with Escape or a click away. */
function LanguageMenu({ text, language }: { text: HomePageText; language: HomeLanguage }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    if (!open) return;
    items.current[languages.indexOf(language)]?.focus();
    const away = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', away);
    return () => document.removeEventListener('click', away);
  }, [open, language]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      items.current[(at + step + languages.length) % languages.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.current?.focus();
    }
  };
  return (
    <div className="language" ref={box}>
      <button
        type="button"
        className="button default"
        id="language-button"
        ref={button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={() => setOpen(!open)}
      >
        <Icon name="language" />
        <span className="sr">{text.page.language}: </span>
        <span className="wide">{languageNames[language]}</span>
        <span className="narrow caps">{language}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      <div
        className="menu"
        role="menu"
        id="language-menu"
        aria-labelledby="language-button"
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        {languages.map((each, index) => (
          <button
            key={each}
            type="button"
            role="menuitem"
            lang={each}
            ref={(item) => {
              items.current[index] = item;
            }}
            aria-current={each === language ? true : undefined}
            onClick={() => showIn(each)}
          >
            {languageNames[each]}
            {each === language && <Icon name="check" size={14} />}
          </button>
        ))}
      </div>
    </div>
  );
}

export function Header({ text, language }: { text: HomePageText; language: HomeLanguage }) {
  return (
    <header className="header">
      <div className="container bar">
        <a className="brand" href="/home">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>PledgeThon</span>
        </a>
        <div className="group tight">
          <a className="button subtle header-link" href="/home#sign-in">
            <Icon name="login" />
            <span className="wide">{text.shell.signIn}</span>
            <span className="narrow sr">{text.shell.signIn}</span>
          </a>
          <LanguageMenu text={text} language={language} />
        </div>
      </div>
    </header>
  );
}

export function Footer({ text, year }: { text: HomePageText; year: number }) {
  return (
    <footer className="footer">
      <div className="container group spread">
        <p className="dim small">{text.shell.footer.tagline}</p>
        <nav className="group" aria-label={text.shell.footer.label}>
          <a href="/privacy">{text.shell.footer.privacy}</a>
          <a href="/terms">{text.shell.footer.terms}</a>
          <span className="dim small">{fillText(text.shell.footer.copyright, { year })}</span>
        </nav>
      </div>
    </footer>
  );
}

/**
 * Offers the browser's own language after 2 seconds (spec section 1), worded in that language, unless
 * the visitor chose a language or said no during this visit.
 */
export function TranslationOffer({ text }: { text: HomePageText }) {
  const [shown, setShown] = useState(false);
  const offer = text.offer;
  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => {
      const language = translationToOffer({
        browserLanguages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
        shownLanguage: document.documentElement.lang,
        languageChosen: localStorage.getItem(languageStorageKey) !== null,
        dismissed: sessionStorage.getItem(offerDismissedKey) !== null,
      });
      setShown(language === offer.language);
    }, TRANSLATION_OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offer]);
  if (!offer) return null;
  const decline = () => {
    sessionStorage.setItem(offerDismissedKey, 'true');
    setShown(false);
  };
  return (
    <div
      className="offer"
      role="dialog"
      aria-labelledby="offer-question"
      lang={offer.language}
      hidden={!shown}
    >
      <p className="offer-question">
        <Icon name="language" size={22} />
        <strong id="offer-question">{offer.question}</strong>
      </p>
      <div className="group end">
        <button type="button" className="button default small" onClick={decline}>
          {offer.decline}
        </button>
        <button type="button" className="button small" onClick={() => showIn(offer.language)}>
          {offer.accept}
        </button>
      </div>
    </div>
  );
}

type Toast = { id: number; title: string; message: string };

/** Toasts as the web app shows them: title and text, closed after a while or by their button. */
export function useToasts(closeLabel: string) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const close = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (title: string, message: string) => {
      next.current += 1;
      const id = next.current;
      setToasts((all) => [...all, { id, title, message }]);
      setTimeout(() => close(id), TOAST_TIMEOUT_MS);
    },
    [close],
  );
  const list = (
    <div className="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" role="alert">
          <div>
            <strong>{toast.title}</strong>
            {toast.message}
          </div>
          <button type="button" aria-label={closeLabel} onClick={() => close(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return { show, list };
}
