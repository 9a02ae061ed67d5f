import '../../i18n/sections/lap-counter';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StoredScan } from './scan-store';

// Enough to catch a mistaken tap or scan; older laps are fixed in the organiser's review.
const SHOWN = 5;

/** This phone's last laps, each with an undo. */
export function RecentScans({
  laps,
  names,
  onUndo,
}: {
  laps: readonly StoredScan[];
  names: ReadonlyMap<string, string>;
  onUndo: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, {
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    });
  return (
    <Stack gap="xs">
      <Title order={2} fz={20}>
        {t('lapCounter.recent')}
      </Title>
      {laps.length === 0 && <Text c="gray.7">{t('lapCounter.noRecent')}</Text>}
      {laps.slice(0, SHOWN).map((lap) => {
        const name = names.get(lap.ParticipantId) ?? '';
        return (
          <Group key={lap.Id} justify="space-between" wrap="nowrap">
            <Text>
              {name} · {time(lap.ScannedAt)}
              {lap.CountedElsewhere !== undefined && ` · ${t('lapCounter.recentElsewhere')}`}
            </Text>
            <Button
              flex="none"
              variant="default"
              leftSection={<IconArrowBackUp size={18} aria-hidden />}
              onClick={() => onUndo(lap.Id)}
              aria-label={t('lapCounter.undoLabel', { name, time: time(lap.ScannedAt) })}
            >
              {t('lapCounter.undo')}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
