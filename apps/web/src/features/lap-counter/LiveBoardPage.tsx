import '../../i18n/sections/lap-counter';
import { Badge, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type LiveBoard, lapCounterLiveStreamRoute, liveBoardSchema, pathOf } from '@pledgethon/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { GoalProgress } from '../event/GoalProgress';
import { useEventCodeParam } from '../thon-people/ThonPeopleShell';

/**
 * The board over server-sent events (decision 085). EventSource reconnects by itself after a drop;
 * the server sends the whole board on every connection, so a reconnect is never behind.
 */
function useLiveBoard(eventCode: string) {
  const [board, setBoard] = useState<LiveBoard | null>(null);
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    const source = new EventSource(pathOf(lapCounterLiveStreamRoute, { eventCode }));
    source.addEventListener('board', (event) => {
      const parsed = liveBoardSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setBoard(parsed.data);
      setConnected(true);
    });
    source.addEventListener('error', () => setConnected(false));
    return () => source.close();
  }, [eventCode]);
  return { board, connected };
}

/** /thon/{eventCode}/live: the race on a big screen, for everyone in the gym. */
export function LiveBoardPage() {
  const { t } = useTranslation();
  const eventCode = useEventCodeParam();
  const { board, connected } = useLiveBoard(eventCode);
  if (!board) return <PageLoader />;
  const unit = board.UnitNamePlural;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} fz={40}>
            {board.Name} · {t('lapCounter.live.title')}
          </Title>
          {!connected && (
            <Badge color="red.9" size="xl">
              {t('lapCounter.live.reconnecting')}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="xl">
            <Text size="xl" c="gray.7">
              {t('lapCounter.live.total', { unit })}
            </Text>
            <Text fz={96} fw={900} lh={1} data-testid="live-total">
              {board.TotalUnits}
            </Text>
          </Card>
          <GoalProgress raisedCents={board.PledgedCents} goalCents={board.GoalCents} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="xl">
            <Title order={2} mb="md">
              {t('lapCounter.live.topRunners')}
            </Title>
            {board.TopParticipants.length === 0 ? (
              <Text size="xl">{t('lapCounter.live.none')}</Text>
            ) : (
              <List type="ordered" size="xl" spacing="xs" data-testid="live-runners">
                {board.TopParticipants.map((runner, place) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the place is what a row is; two runners may share a name
                  <List.Item key={place}>
                    <Text fz={28} fw={700} span>
                      {runner.Name}
                    </Text>{' '}
                    <Text fz={24} span c="gray.7">
                      {runner.TeamName ? `${runner.TeamName} · ` : ''}
                      {runner.Units} {runner.Units === 1 ? board.UnitName : unit}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </Card>
          <Card withBorder radius="lg" padding="xl">
            <Title order={2} mb="md">
              {t('lapCounter.live.topTeams')}
            </Title>
            <Stack gap="sm">
              {board.TopTeams.map((team) => (
                <Group
                  key={team.Name}
                  justify="space-between"
                  p="sm"
                  style={{ borderLeft: `12px solid ${team.Color}` }}
                >
                  <Text fz={28} fw={700}>
                    {team.Name}
                  </Text>
                  <Text fz={28} fw={800}>
                    {team.Units} {team.Units === 1 ? board.UnitName : unit}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
