import type { PledgeForm } from '@pledgethon/contracts';
import { formatCents } from '@pledgethon/core';
import {
  messagesEn,
  messagesEs,
  pageShellEn,
  pageShellEs,
  pledgeFormEn,
  pledgeFormEs,
  textOf,
} from '@pledgethon/texts';
import type { SupportedLanguage } from '../i18n/languages';

const catalogues = {
  en: { ...pledgeFormEn, shell: pageShellEn, messages: messagesEn },
  es: { ...pledgeFormEs, shell: pageShellEs, messages: messagesEs },
};

const messageKeys = new Map<string, string>([
  ...Object.entries(messagesEn).map(([key, text]) => [text, `messages.${key}`] as const),
  ...Object.entries(pledgeFormEn.errors).map(([key, text]) => [text, `errors.${key}`] as const),
]);

export type PledgeTexts = {
  language: SupportedLanguage;
  /** A text of the pledge form (or the page around it) by its key, as i18next names them: 'form.heading'. */
  t: (key: string, values?: Readonly<Record<string, string | number>>) => string;
  formatMoney: (cents: number) => string;
  /** A spec text the browser or server produced, in the page's language; any other text as it is. */
  messageText: (text: string) => string;
};

/** The form's words in one language: the page's own, or the web app's on a donor's pledge page. */
export function pledgeTexts(language: SupportedLanguage): PledgeTexts {
  const texts = catalogues[language];
  const t: PledgeTexts['t'] = (key, values) => textOf(texts, key, values);
  const locale = language === 'es' ? 'es-US' : 'en-US';
  return {
    language,
    t,
    formatMoney: (cents) => formatCents(cents, locale),
    messageText: (text) => {
      const key = messageKeys.get(text);
      return key === undefined ? text : t(key);
    },
  };
}

/** The form's heading: to the participant it is for, else to the Thon. */
export const formHeading = (t: PledgeTexts['t'], form: PledgeForm): string =>
  form.Participant
    ? t('form.heading', { name: form.Participant.DisplayName })
    : t('form.headingThon', { event: form.EventName });
