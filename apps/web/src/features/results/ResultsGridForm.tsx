import '../../i18n/sections/money-pages';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ResultsGrid } from '@pledgethon/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { useSaveResults } from './results.api';
import { SavedStatus } from './SavedStatus';
import { useSaveOutcome } from './use-save-outcome';

const textOf = (units: number | null) => (units === null ? '' : String(units));
/** A row's units cell, which the error summary beside Save links to. */
const cellId = (participantId: string) => `units-${participantId}`;

/** A team's results as an editable grid: the changed cells are saved together, or none. */
export function ResultsGridForm({ grid }: { grid: ResultsGrid }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveResults();
  const outcome = useSaveOutcome();
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(grid.Rows.map((row) => [row.ParticipantId, textOf(row.Units)])),
  );
  // Units saved elsewhere since (the one-result form, another organiser) replace what the cell showed.
  const [seen, setSeen] = useState(grid.Rows);
  if (seen !== grid.Rows) {
    const before = new Map(seen.map((row) => [row.ParticipantId, row.Units]));
    setSeen(grid.Rows);
    setTyped((current) => {
      const next = { ...current };
      for (const row of grid.Rows)
        if (before.get(row.ParticipantId) !== row.Units) next[row.ParticipantId] = textOf(row.Units);
      return next;
    });
  }
  const changed = grid.Rows.filter((row) => {
    const text = typed[row.ParticipantId] ?? '';
    return text.trim() !== '' && text.trim() !== textOf(row.Units);
  });

  if (grid.Rows.length === 0) return <Text c="gray.7">{t('moneyPages.results.noRows')}</Text>;
  return (
    <form
      noValidate
      aria-label={t('moneyPages.results.grid')}
      onSubmit={(event) => {
        event.preventDefault();
        if (changed.length === 0) return;
        save.mutate(
          {
            EventId: grid.EventId,
            Source: 'grid',
            Results: changed.map((row) => ({
              ParticipantId: row.ParticipantId,
              Units: typed[row.ParticipantId] ?? '',
            })),
          },
          outcome,
        );
      }}
    >
      <Stack gap="sm">
        {grid.Truncated && <Alert color="yellow">{t('moneyPages.results.truncated')}</Alert>}
        <Table.ScrollContainer minWidth={360}>
          <Table striped verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('moneyPages.results.participant')}</Table.Th>
                <Table.Th>{t('moneyPages.results.team')}</Table.Th>
                <Table.Th>{t('moneyPages.results.units', { unit: grid.UnitNamePlural })}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grid.Rows.map((row) => {
                const name = `${row.FirstName} ${row.LastName}`;
                const problem = outcome.refusal?.fields[row.ParticipantId];
                return (
                  <Table.Tr key={row.ParticipantId}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{row.TeamName ?? ''}</Table.Td>
                    <Table.Td>
                      <TextInput
                        id={cellId(row.ParticipantId)}
                        aria-label={t('moneyPages.results.unitsOf', { unit: grid.UnitNamePlural, name })}
                        inputMode="numeric"
                        maw={140}
                        size="xs"
                        value={typed[row.ParticipantId] ?? ''}
                        error={problem ? messageText(problem) : undefined}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          outcome.settle(row.ParticipantId);
                          setTyped((current) => ({ ...current, [row.ParticipantId]: value }));
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* Beside Save, where the organiser is looking: the grid may be far longer than the screen. */}
        {outcome.refusal && (
          <ErrorSummary
            key={outcome.refusal.attempt}
            message={messageText(outcome.refusal.message) ?? outcome.refusal.message}
            problems={grid.Rows.flatMap((row) => {
              const text = outcome.refusal?.fields[row.ParticipantId];
              return text
                ? [
                    {
                      fieldId: cellId(row.ParticipantId),
                      label: `${row.FirstName} ${row.LastName}`,
                      text: messageText(text) ?? text,
                    },
                  ]
                : [];
            })}
          />
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={changed.length === 0}>
            {t('moneyPages.results.save')}
          </Button>
          <SavedStatus message={outcome.saved} />
        </Group>
      </Stack>
    </form>
  );
}
