import '../../i18n/sections/thon-people';
import { Button, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DuplicatePair } from '@pledgethon/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDuplicatePairs, useMergeParticipants } from './child-claims.api';
import { useDoneToast } from './use-done-toast';

type Side = DuplicatePair['First'];

/**
 * The Thon's participants that look like one child entered twice, each pair merged into the record
 * the organiser keeps. Nothing shows while there are none.
 */
export function DuplicatePairsList({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const done = useDoneToast();
  const pairs = useDuplicatePairs(eventId);
  const merge = useMergeParticipants();
  const [chosen, setChosen] = useState<{ kept: Side; removed: Side } | null>(null);
  const rows = pairs.data ?? [];
  if (rows.length === 0) return null;

  const side = (kept: Side, removed: Side) => (
    <Stack gap={4} key={kept.ParticipantId}>
      <Text fw={700}>{`${kept.FirstName} ${kept.LastName}`}</Text>
      <Text size="sm">{kept.TeamName ?? t('thonPeople.duplicates.noTeam')}</Text>
      <Text size="sm">
        <Code>{kept.AccessCode}</Code>
      </Text>
      <Text size="sm" c="gray.7">
        {t('thonPeople.duplicates.pledgeCount', { count: kept.Pledges })} ·{' '}
        {t('thonPeople.duplicates.parentCount', { count: kept.Parents })}
        {kept.HasResults ? ` · ${t('thonPeople.duplicates.hasResults')}` : ''}
      </Text>
      <Group>
        <Button
          size="xs"
          variant="light"
          loading={merge.isPending}
          aria-label={t('thonPeople.duplicates.keepFor', {
            code: kept.AccessCode,
            other: removed.AccessCode,
          })}
          onClick={() => setChosen({ kept, removed })}
        >
          {t('thonPeople.duplicates.keep')}
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="md" bg="orange.0" component="section" aria-labelledby={headingId}>
      <ConfirmDialog
        opened={chosen !== null}
        title={t('thonPeople.duplicates.confirmTitle')}
        body={t('thonPeople.duplicates.confirmBody', {
          kept: chosen?.kept.AccessCode ?? '',
          removed: chosen?.removed.AccessCode ?? '',
        })}
        confirmLabel={t('thonPeople.duplicates.confirm')}
        cancelLabel={t('thonPeople.participants.cancel')}
        destructive
        onConfirm={() =>
          chosen &&
          merge.mutate(
            {
              EventId: eventId,
              KeepParticipantId: chosen.kept.ParticipantId,
              RemoveParticipantId: chosen.removed.ParticipantId,
            },
            { onSuccess: (result) => done(result.Message) },
          )
        }
        onClose={() => setChosen(null)}
      />
      <Stack gap="sm">
        <Title id={headingId} order={2} fz={18}>
          {t('thonPeople.duplicates.heading', { count: rows.length })}
        </Title>
        <Text size="sm">{t('thonPeople.duplicates.intro')}</Text>
        {rows.map((pair) => (
          <SimpleGrid
            key={`${pair.First.ParticipantId}-${pair.Second.ParticipantId}`}
            cols={{ base: 1, sm: 2 }}
          >
            {side(pair.First, pair.Second)}
            {side(pair.Second, pair.First)}
          </SimpleGrid>
        ))}
      </Stack>
    </Paper>
  );
}
