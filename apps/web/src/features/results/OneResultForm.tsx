import '../../i18n/sections/money-pages';
import { Alert, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import type { ResultsGrid } from '@pledgethon/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { useSaveResults } from './results.api';
import { SavedStatus } from './SavedStatus';
import { useSaveOutcome } from './use-save-outcome';

/** One participant's completed units at a time, picked by name among those the caller reaches. */
export function OneResultForm({ grid }: { grid: ResultsGrid }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveResults();
  const outcome = useSaveOutcome();
  const [participantId, setParticipantId] = useState<string | null>(null);
  const [units, setUnits] = useState('');
  const problem = participantId ? outcome.refusal?.fields[participantId] : undefined;
  return (
    <form
      noValidate
      aria-label={t('moneyPages.results.one')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!participantId) return;
        save.mutate(
          {
            EventId: grid.EventId,
            Source: 'single',
            Results: [{ ParticipantId: participantId, Units: units }],
          },
          outcome,
        );
      }}
    >
      <Stack gap="sm">
        <Title order={2} fz={24}>
          {t('moneyPages.results.one')}
        </Title>
        {outcome.refusal?.message && !problem && (
          <Alert color="red">{messageText(outcome.refusal?.message)}</Alert>
        )}
        <Group align="flex-start">
          <Select
            label={t('moneyPages.results.participant')}
            searchable
            data={grid.Rows.map((row) => ({
              value: row.ParticipantId,
              label: `${row.FirstName} ${row.LastName}${row.TeamName ? ` (${row.TeamName})` : ''}`,
            }))}
            value={participantId}
            onChange={(value) => {
              setParticipantId(value);
              setUnits(
                value ? String(grid.Rows.find((row) => row.ParticipantId === value)?.Units ?? '') : '',
              );
            }}
            miw={260}
          />
          <TextInput
            label={t('moneyPages.results.units', { unit: grid.UnitNamePlural })}
            inputMode="numeric"
            value={units}
            onChange={(event) => setUnits(event.currentTarget.value)}
            error={problem ? messageText(problem) : undefined}
            maw={180}
          />
          <Button type="submit" mt={25} loading={save.isPending} disabled={!participantId}>
            {t('moneyPages.results.oneSave')}
          </Button>
        </Group>
        <SavedStatus message={outcome.saved} />
      </Stack>
    </form>
  );
}
