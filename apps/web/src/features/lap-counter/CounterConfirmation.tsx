import '../../i18n/sections/lap-counter';
import { Alert, Text } from '@mantine/core';
import type { LapCounterRoster } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import type { Confirmation } from './use-lap-counter';

/** The big line everyone at the lap line reads: who was counted and their new count, or why not. */
export function CounterConfirmation({
  confirmation,
  roster,
}: {
  confirmation: Confirmation | null;
  roster: LapCounterRoster;
}) {
  const { t } = useTranslation();
  if (!confirmation) return null;
  const unitOf = (count: number) => (count === 1 ? roster.UnitName : roster.UnitNamePlural);
  const unit = roster.UnitNamePlural;
  const [color, text] =
    confirmation.kind === 'counted'
      ? confirmation.capped
        ? ['orange', t('lapCounter.capped', { name: confirmation.name, max: roster.MaxUnits, unit })]
        : [
            'green',
            t('lapCounter.counted', {
              name: confirmation.name,
              count: confirmation.count,
              unit: unitOf(confirmation.count),
            }),
          ]
      : confirmation.kind === 'ignored' || confirmation.kind === 'countedElsewhere'
        ? [
            'yellow',
            t(`lapCounter.${confirmation.kind}`, { name: confirmation.name, seconds: confirmation.seconds }),
          ]
        : confirmation.kind === 'undone'
          ? [
              'blue',
              t('lapCounter.undone', {
                name: confirmation.name,
                count: confirmation.count,
                unit: unitOf(confirmation.count),
              }),
            ]
          : ['red', t('lapCounter.unknown')];
  return (
    <Alert color={color} variant="light" role="status" aria-live="assertive">
      <Text fz={24} fw={800} c="dark.9" data-testid="counter-confirmation">
        {text}
      </Text>
    </Alert>
  );
}
