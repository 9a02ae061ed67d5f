import '../../i18n/sections/lap-counter';
import { Button, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { LapCounterRoster } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';

const NO_TEAM = 'none';

/** Large buttons by team for runners without a badge: one tap, one lap. */
export function TeamButtons({
  roster,
  counts,
  onCount,
}: {
  roster: LapCounterRoster;
  counts: ReadonlyMap<string, number>;
  onCount: (participantId: string) => void;
}) {
  const { t } = useTranslation();
  const teams = [
    ...roster.Teams.map((team) => ({ id: team.TeamId, name: team.Name, color: team.Color })),
    ...(roster.Participants.some((person) => !person.TeamId)
      ? [{ id: NO_TEAM, name: t('lapCounter.noTeam'), color: '#495057' }]
      : []),
  ];
  return (
    <Stack gap="xs">
      <Text c="gray.7">{t('lapCounter.listHelp')}</Text>
      <Tabs defaultValue={teams[0]?.id ?? NO_TEAM} keepMounted={false}>
        <Tabs.List>
          {teams.map((team) => (
            <Tabs.Tab key={team.id} value={team.id} style={{ borderBottomColor: team.color }}>
              {team.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {teams.map((team) => (
          <Tabs.Panel key={team.id} value={team.id} pt="sm">
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
              {roster.Participants.filter((person) => (person.TeamId ?? NO_TEAM) === team.id).map(
                (person) => {
                  const count = counts.get(person.ParticipantId) ?? 0;
                  return (
                    <Button
                      key={person.ParticipantId}
                      h={72}
                      color={team.color}
                      onClick={() => onCount(person.ParticipantId)}
                      aria-label={t('lapCounter.lapButton', {
                        name: person.Name,
                        count,
                        unit: count === 1 ? roster.UnitName : roster.UnitNamePlural,
                      })}
                      styles={{ label: { flexDirection: 'column', whiteSpace: 'normal' } }}
                    >
                      <span>{person.Name}</span>
                      <span style={{ fontSize: 22, fontWeight: 800 }}>{count}</span>
                    </Button>
                  );
                },
              )}
            </SimpleGrid>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
