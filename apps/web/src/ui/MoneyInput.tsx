import { TextInput, type TextInputProps } from '@mantine/core';
import { useMoneyText } from './money-text';

export type MoneyInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** Integer cents; null or undefined when empty. */
  value: number | null | undefined;
  /**
   * Integer cents as the user types: null when the field is empty, NaN when the text is not money
   * (so a form schema can tell "enter an amount" from "that is not an amount").
   */
  onChange: (cents: number | null) => void;
};

/**
 * A dollar amount typed as text and handed on as integer cents. The text is read as digits, never
 * through a float, so '0.29' is 29 cents; it is written out in full ('1,234.50') when the field is left.
 */
export function MoneyInput({ value, onChange, onBlur, ...props }: MoneyInputProps) {
  const money = useMoneyText(value, onChange);
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      value={money.text}
      onChange={(event) => money.onChange(event.currentTarget.value)}
      onBlur={(event) => {
        money.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
