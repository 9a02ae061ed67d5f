import '../../i18n/sections/public-event';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicEvent } from '@pledgethon/contracts';
import { formatCalendarDate } from '@pledgethon/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { useFormatMoney } from '../../ui/use-format-money';
import { participantPagePath, pledgePath } from './event.api';
import { GoalProgress } from './GoalProgress';
import { MoneySplitNote } from './MoneySplitNote';
import { ShareButtons } from './ShareButtons';
import { SponsorUpdates } from './SponsorUpdates';

/** A Thon's public page: thermometer, teams, where the money goes, sharing and sponsor updates. */
export function EventView({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  usePageTitle(event.Name);
  const link = `${window.location.origin}/${encodeURIComponent(event.EventCode)}`;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <Badge variant="light">{t(`publicEvent.status.${event.Status}`)}</Badge>
          <Text size="sm" c="gray.7">
            {t('publicEvent.eventCode')}: <strong>{event.EventCode}</strong>
          </Text>
        </Group>
        <Title order={1}>{event.Name}</Title>
        <Text size="lg" c="gray.7">
          {t('publicEvent.organizedBy', { organization: event.OrganizationName })}
        </Text>
      </Stack>
      <GoalProgress raisedCents={event.RaisedCents} goalCents={event.GoalCents} />
      {event.Status !== 'completed' && (
        <Button component={Link} to={pledgePath(event.EventCode)} size="lg" color="teal.9">
          {t('publicEvent.give')}
        </Button>
      )}
      <MoneySplitNote
        split={event.MoneySplit}
        organization={event.OrganizationName}
        fundsGoTo={event.FundsGoTo}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label={t('publicEvent.date')} value={formatCalendarDate(event.EventDate)} />
        <Fact label={t('publicEvent.participants')} value={String(event.ParticipantCount)} />
        <Fact label={t('publicEvent.unit')} value={event.UnitNamePlural} />
      </SimpleGrid>
      {event.Teams.length > 0 && (
        <Ranking
          title={t('publicEvent.teams')}
          rows={event.Teams.map((team) => ({
            key: team.Name,
            name: <Text fw={700}>{team.Name}</Text>,
            amount: t('publicEvent.teamRaised', {
              amount: formatMoney(team.RaisedCents),
              count: team.ParticipantCount,
            }),
          }))}
        />
      )}
      {event.RanksParticipants && event.TopParticipants.length > 0 && (
        <Ranking
          title={t('publicEvent.topParticipants')}
          rows={event.TopParticipants.map((child) => ({
            key: child.ParticipantId,
            name: (
              <Link to={participantPagePath(event.EventCode, child.ParticipantId)}>{child.DisplayName}</Link>
            ),
            amount: formatMoney(child.RaisedCents),
          }))}
        />
      )}
      <ShareButtons
        link={link}
        message={t('publicEvent.shareMessage', { name: event.OrganizationName, event: event.Name, link })}
      />
      <SponsorUpdates eventCode={event.EventCode} firstPage={event.SponsorUpdates} />
      {!event.RanksParticipants && (
        <Group gap="xs" c="gray.7" wrap="nowrap">
          <IconShieldLock size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{t('publicEvent.privacy')}</Text>
        </Group>
      )}
    </Stack>
  );
}

/** A numbered list, first place first: the team leaderboard, or the children when the organiser ranks them. */
function Ranking({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; name: ReactNode; amount: string }[];
}) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row, index) => (
          <Card key={row.key} component="li" withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                <Text fw={700}>{index + 1}.</Text>
                {row.name}
              </Group>
              <Text size="sm">{row.amount}</Text>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}
