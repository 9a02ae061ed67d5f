import '../../i18n/sections/money-pages';
import { Divider, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { CountsReview } from '../lap-counter/CountsReview';
import { ThonPeopleShell } from '../thon-people/ThonPeopleShell';
import { OneResultForm } from './OneResultForm';
import { ResultsCsvUpload } from './ResultsCsvUpload';
import { ResultsGridForm } from './ResultsGridForm';
import { useResultsGrid } from './results.api';

/** /thon/{eventCode}/results: completed units one by one, by team in a grid, or from a CSV. */
export function ResultsPage() {
  const { t } = useTranslation();
  return (
    <ThonPeopleShell title={t('moneyPages.results.title')} listsParticipants>
      {(thon) => (
        <Stack gap="xl">
          <CountsReview eventId={thon.EventId} eventCode={thon.EventCode} />
          <Divider />
          <ResultsSections eventId={thon.EventId} teams={thon.Teams} />
        </Stack>
      )}
    </ThonPeopleShell>
  );
}

function ResultsSections({ eventId, teams }: { eventId: string; teams: { TeamId: string; Name: string }[] }) {
  const { t } = useTranslation();
  const [teamId, setTeamId] = useState<string | null>(teams[0]?.TeamId ?? null);
  const grid = useResultsGrid(eventId, teamId);
  const all = useResultsGrid(eventId, null);
  return (
    <Stack gap="xl">
      {grid.data && (
        <Text c="gray.7">
          {t('moneyPages.results.intro', {
            unit: grid.data.UnitNamePlural,
            min: grid.data.MinUnits,
            max: grid.data.MaxUnits,
          })}
        </Text>
      )}
      {all.data && <OneResultForm grid={all.data} />}
      <Divider />
      <Stack gap="md">
        <Title order={2} fz={24}>
          {t('moneyPages.results.grid')}
        </Title>
        <Select
          label={t('moneyPages.results.team')}
          data={[
            { value: '', label: t('moneyPages.results.allTeams') },
            ...teams.map((team) => ({ value: team.TeamId, label: team.Name })),
          ]}
          value={teamId ?? ''}
          onChange={(value) => setTeamId(value || null)}
          allowDeselect={false}
          maw={320}
        />
        {grid.isPending ? (
          <PageLoader />
        ) : grid.data ? (
          <ResultsGridForm key={teamId ?? 'all'} grid={grid.data} />
        ) : null}
      </Stack>
      <Divider />
      <ResultsCsvUpload eventId={eventId} grid={all.data} />
    </Stack>
  );
}
