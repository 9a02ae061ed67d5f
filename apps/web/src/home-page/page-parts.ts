import { addressInLanguage } from '@pledgethon/contracts';
import { TOAST_TIMEOUT_MS, TRANSLATION_OFFER_DELAY_MS } from '@pledgethon/core';
import {
  isSupportedLanguage,
  languageStorageKey,
  rememberLanguage,
  type SupportedLanguage,
} from '../i18n/languages';
import { offerDismissedKey, translationToOffer } from '../i18n/translation-offer';

/** A text the server put on the page for this script, in the page's language. */
export const pageText = (name: string): string => document.body.dataset[name] ?? '';

/** Shows the page in a language, as the web app's language menu does, and remembers the choice. */
function showIn(language: SupportedLanguage): void {
  rememberLanguage(language);
  // The address may ask for the other language (decision 128): it now asks for this one.
  location.assign(addressInLanguage(location.pathname + location.search, language));
}

/** A toast as the web app's show them: title and text, closed after a while or by its button. */
export function showToast(title: string, message: string): void {
  const toast = document.createElement('div');
  toast.className = 'toast';
  toast.setAttribute('role', 'alert');
  const words = document.createElement('div');
  const heading = document.createElement('strong');
  heading.textContent = title;
  words.append(heading, message);
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', pageText('close'));
  close.addEventListener('click', () => toast.remove());
  toast.append(words, close);
  document.getElementById('toasts')?.append(toast);
  setTimeout(() => toast.remove(), TOAST_TIMEOUT_MS);
}

/** The language menu: opens from its button, moves with the arrow keys, closes with Escape. */
function languageMenu(): void {
  const button = document.getElementById('language-button');
  const menu = document.getElementById('language-menu');
  if (!button || !menu) return;
  const items = [...menu.querySelectorAll<HTMLButtonElement>('[role=menuitem]')];
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) (items.find((item) => item.hasAttribute('aria-current')) ?? items[0])?.focus();
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  menu.addEventListener('keydown', (event) => {
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!menu.hidden && !button.parentElement?.contains(event.target as Node)) setOpen(false);
  });
  for (const item of items) {
    item.addEventListener('click', () => {
      const language = item.dataset.language;
      if (isSupportedLanguage(language)) showIn(language);
    });
  }
}

/** Password and access code, as tabs: a click or the arrow keys choose one. */
function signInTabs(): void {
  const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role=tab]')];
  const choose = (chosen: HTMLButtonElement) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
  };
  for (const [index, tab] of tabs.entries()) {
    tab.addEventListener('click', () => choose(tab));
    tab.addEventListener('keydown', (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      const next = step ? tabs[(index + step + tabs.length) % tabs.length] : undefined;
      if (!next) return;
      choose(next);
      next.focus();
    });
  }
}

/** The password field's show/hide button; aria-pressed tells whether the password shows. */
function passwordToggle(): void {
  const toggle = document.querySelector<HTMLButtonElement>('.toggle');
  const input = document.querySelector<HTMLInputElement>('#password');
  if (!toggle || !input) return;
  toggle.addEventListener('click', () => {
    const show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(show));
  });
}

/**
 * Offers the browser's own language after 2 seconds (spec section 1), worded in that language, unless
 * the visitor chose a language or said no during this visit.
 */
function translationOffer(): void {
  const offer = document.querySelector<HTMLElement>('.offer');
  const offered = offer?.dataset.language;
  if (!offer || !isSupportedLanguage(offered)) return;
  setTimeout(() => {
    const language = translationToOffer({
      browserLanguages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
      shownLanguage: document.documentElement.lang,
      languageChosen: localStorage.getItem(languageStorageKey) !== null,
      dismissed: sessionStorage.getItem(offerDismissedKey) !== null,
    });
    if (language !== offered) return;
    offer.hidden = false;
    offer.querySelector('[data-accept]')?.addEventListener('click', () => showIn(language));
    offer.querySelector('[data-decline]')?.addEventListener('click', () => {
      sessionStorage.setItem(offerDismissedKey, 'true');
      offer.hidden = true;
    });
  }, TRANSLATION_OFFER_DELAY_MS);
}

export function pageParts(): void {
  languageMenu();
  signInTabs();
  passwordToggle();
  translationOffer();
}
