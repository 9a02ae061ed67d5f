import '../../i18n/sections/lap-counter';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { LapCounterRoster } from '@pledgethon/contracts';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Confirmation } from './use-lap-counter';

/** The big line everyone at the lap line reads: who was counted and their new count, or why not. */
export function CounterConfirmation({
  confirmation,
  roster,
  onUndo,
}: {
  confirmation: Confirmation | null;
  roster: LapCounterRoster;
  onUndo: (scanId: string) => void;
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
      <Group justify="space-between" wrap="nowrap" align="center">
        <Text fz={24} fw={800} c="dark.9" data-testid="counter-confirmation">
          {text}
        </Text>
        {confirmation.kind === 'counted' && (
          // A wrong tap is taken back where it was just confirmed, before the next runner comes by.
          <Button
            flex="none"
            variant="default"
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            onClick={() => onUndo(confirmation.scan.Id)}
            aria-label={t('lapCounter.undoThis', { name: confirmation.name })}
          >
            {t('lapCounter.undo')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
