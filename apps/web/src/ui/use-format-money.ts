import { formatCents } from '@pledgethon/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats integer cents as dollars the way the page's language writes money. */
export function useFormatMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US';
  return useCallback((cents) => formatCents(cents, locale), [locale]);
}

/** How much of a goal is raised, in whole percent: 152 when a Thon raised half again its goal. */
export function percentOfGoal(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0;
  return Math.floor((raisedCents * 100) / goalCents);
}

/** A progress bar's fill: a goal passed is a full bar. */
export const progressFill = (percent: number): number => Math.min(100, percent);
