import '../../i18n/sections/staff-pages';
import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { AccessCodesByEvent } from '@pledgethon/contracts';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './BadgeSheet.module.css';

type Team = AccessCodesByEvent['Teams'][number];

/** A printable sheet of one team's badges: name, team, Thon, QR code and access code on each. */
export function BadgeSheet({ team, eventName }: { team: Team; eventName: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const back = new URLSearchParams(search);
  back.delete('badges');
  const teamName = team.TeamName ?? t('staffPages.accessCodes.noTeam');

  return (
    <Stack gap="lg">
      <Stack gap="sm" className={classes.screenOnly}>
        <Title order={1}>{t('staffPages.badges.title', { team: teamName })}</Title>
        <Text c="gray.7">{t('staffPages.badges.intro')}</Text>
        <Group>
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {t('staffPages.badges.print')}
          </Button>
          <Button
            component={Link}
            to={`?${back.toString()}`}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('staffPages.badges.back')}
          </Button>
        </Group>
      </Stack>
      <ul className={classes.sheet} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {team.Participants.map((participant) => {
          const name = `${participant.FirstName} ${participant.LastName}`;
          return (
            <li key={participant.ParticipantId} className={classes.badge}>
              <Text fw={800} size="lg">
                {name}
              </Text>
              <Text size="sm">{teamName}</Text>
              <Text size="xs" c="gray.7">
                {eventName}
              </Text>
              <img
                className={classes.qr}
                src={participant.QrPngDataUrl}
                alt={t('staffPages.accessCodes.qrAlt', { name })}
              />
              <Text size="xs" c="gray.7">
                {t('staffPages.badges.scan')}
              </Text>
              <Code fw={700} fz="md">
                {participant.AccessCode}
              </Code>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
