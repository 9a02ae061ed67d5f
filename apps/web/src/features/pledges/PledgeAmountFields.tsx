import '../../i18n/sections/pledges';
import { Checkbox } from '@mantine/core';
import { messages } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/MoneyInput';
import { useFormatMoney } from '../../ui/use-format-money';
import { usePledgeMessageText } from './use-pledge-message-text';

type Cents = number | null;

/** The amounts of a pledge, per unit (rate and optional maximum) or flat, and the donor's fee cover. */
export function PledgeAmountFields(props: {
  perUnit: boolean;
  unit: string;
  units: string;
  maxUnits: number;
  feeCoverCents: number;
  rate: Cents;
  onRate: (cents: Cents) => void;
  max: Cents;
  onMax: (cents: Cents) => void;
  amount: Cents;
  onAmount: (cents: Cents) => void;
  coversFees: boolean;
  onCoversFees: (covers: boolean) => void;
  /** Why the amounts cannot be taken (the server's own rule, checked as the donor types), or null. */
  problem?: string | null;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const messageText = usePledgeMessageText();
  const maxProblem = props.problem === messages.pendingThresholdPerUnit;
  const problem = messageText(props.problem ?? undefined);
  return (
    <>
      {props.perUnit ? (
        <>
          <MoneyInput
            label={t('pledges.form.rate', { unit: props.unit })}
            value={props.rate}
            onChange={props.onRate}
            error={maxProblem ? undefined : problem}
            required
          />
          <MoneyInput
            label={t('pledges.form.max')}
            description={t('pledges.form.maxHint', { count: props.maxUnits, units: props.units })}
            value={props.max}
            onChange={props.onMax}
            error={maxProblem ? problem : undefined}
          />
        </>
      ) : (
        <MoneyInput
          label={t('pledges.form.amount')}
          value={props.amount}
          onChange={props.onAmount}
          error={problem}
          required
        />
      )}
      <Checkbox
        checked={props.coversFees}
        onChange={(event) => props.onCoversFees(event.currentTarget.checked)}
        label={t('pledges.form.coversFees', { amount: formatMoney(props.feeCoverCents) })}
      />
    </>
  );
}
