import { formatCents } from '@pledgethon/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats integer cents as dollars the way the page's language writes money. */
export function useFormatMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US';
  return useCallback((cents) => formatCents(cents, locale), [locale]);
}

// The server's donor pages (decision 091) show the same percentages.
export { percentOfGoal, progressFill } from '@pledgethon/core';
