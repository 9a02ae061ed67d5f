import { parseMoneyToCents } from '@pledgethon/core';
import { useEffect, useState } from 'react';

/** Integer cents as a dollar amount to edit, without the sign: 123450 → '1,234.50'. */
const amountText = (cents: number): string =>
  `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

const centsOf = (text: string): number | null =>
  text.trim() === '' ? null : (parseMoneyToCents(text) ?? Number.NaN);

/**
 * The text of a dollar amount field and the integer cents it hands on: null when empty, NaN when the
 * text is not money (so a form can tell "enter an amount" from "that is not an amount"). The text is read
 * as digits, never through a float, so '0.29' is 29 cents; it is written out in full ('1,234.50') when
 * the field is left. Shared by the app's MoneyInput and the pledge form's own field (decision 102).
 */
export function useMoneyText(value: number | null | undefined, onChange: (cents: number | null) => void) {
  const [text, setText] = useState(() => (typeof value === 'number' && value >= 0 ? amountText(value) : ''));

  // A value set from outside (a reset, a loaded record) replaces the text unless the text already says it.
  useEffect(() => {
    setText((current) => {
      // Object.is, so that text which is not money (NaN) keeps what the user typed.
      if (Object.is(value ?? null, centsOf(current))) return current;
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? amountText(value) : '';
    });
  }, [value]);

  return {
    text,
    onChange: (typed: string) => {
      setText(typed);
      onChange(centsOf(typed));
    },
    onBlur: () => {
      const cents = centsOf(text);
      if (cents !== null && Number.isSafeInteger(cents)) setText(amountText(cents));
    },
  };
}
