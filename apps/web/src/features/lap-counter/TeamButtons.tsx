import '../../i18n/sections/lap-counter';
import { Avatar, Button, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { eventsGetParticipantPhotoRoute, type LapCounterRoster, pathOf } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { lineName, type TileLabel } from './lap-labels';

const NO_TEAM = 'none';

/** Large buttons by team for runners without a badge: one tap, one lap. */
export function TeamButtons({
  roster,
  labels,
  counts,
  onCount,
}: {
  roster: LapCounterRoster;
  labels: ReadonlyMap<string, TileLabel>;
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
                  const label = labels.get(person.ParticipantId);
                  return (
                    <Button
                      key={person.ParticipantId}
                      h="auto"
                      mih={72}
                      py={6}
                      color={team.color}
                      onClick={() => onCount(person.ParticipantId)}
                      aria-label={t('lapCounter.lapButton', {
                        name: label ? lineName(label) : person.Name,
                        count,
                        unit: count === 1 ? roster.UnitName : roster.UnitNamePlural,
                      })}
                      styles={{ label: { flexDirection: 'column', whiteSpace: 'normal' } }}
                      data-testid="lap-tile"
                    >
                      {label?.photo && (
                        <Avatar
                          src={pathOf(eventsGetParticipantPhotoRoute, {
                            eventCode: roster.EventCode,
                            participantId: person.ParticipantId,
                          })}
                          alt={t('lapCounter.photoAlt', { name: person.Name })}
                          size={40}
                          mb={2}
                        />
                      )}
                      <span>{person.Name}</span>
                      {label?.lookAlike && <LookAlikeDetail label={label} />}
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

/** What tells a look-alike apart on its tile: the badge number, and the class when known. */
function LookAlikeDetail({ label }: { label: TileLabel }) {
  const { t } = useTranslation();
  return (
    <span style={{ fontSize: 13, fontWeight: 700, lineHeight: 1.3 }} data-testid="lap-tile-detail">
      #{label.badgeNumber}
      {label.teacher && ` · ${t('lapCounter.classOf', { teacher: label.teacher })}`}
    </span>
  );
}
