import '../../i18n/sections/staff-pages';
import { Button, Code, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { AccessCodesByEvent } from '@pledgethon/contracts';
import { publicParticipantName } from '@pledgethon/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import classes from './BadgeSheet.module.css';
import { QrCodeImage } from './QrCodeImage';

type Team = AccessCodesByEvent['Teams'][number];

/**
 * A printable sheet of one team's badges: name, team, Thon, QR code and access code on each; or, in
 * the lap-counter layout (?layout=lap), a large QR code the counter scans, the public name and the
 * team colour.
 */
export function BadgeSheet({ team, eventName }: { team: Team; eventName: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const lap = params.get('layout') === 'lap';
  const back = new URLSearchParams(search);
  back.delete('badges');
  back.delete('layout');
  const teamName = team.TeamName ?? t('staffPages.accessCodes.noTeam');

  return (
    <Stack gap="lg">
      <Stack gap="sm" className={classes.screenOnly}>
        <Title order={1}>{t('staffPages.badges.title', { team: teamName })}</Title>
        <Text c="gray.7">{lap ? t('staffPages.badges.lapIntro') : t('staffPages.badges.intro')}</Text>
        <SegmentedControl
          aria-label={t('staffPages.badges.layout')}
          w="fit-content"
          value={lap ? 'lap' : 'signin'}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === 'lap') next.set('layout', 'lap');
            else next.delete('layout');
            setParams(next);
          }}
          data={[
            { value: 'signin', label: t('staffPages.badges.signInLayout') },
            { value: 'lap', label: t('staffPages.badges.lapLayout') },
          ]}
        />
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
        {lap &&
          team.Participants.map((participant) => (
            <li
              key={participant.ParticipantId}
              className={`${classes.badge} ${classes.lapBadge}`}
              style={{ borderColor: team.Color }}
              data-testid="lap-badge"
            >
              <Text fw={800} fz={28} lh={1.2}>
                {publicParticipantName(participant.FirstName, participant.LastName, false)}
              </Text>
              <QrCodeImage
                className={classes.lapQr}
                text={participant.LapPageUrl}
                alt={t('staffPages.badges.lapQrAlt', { name: participant.FirstName })}
              />
              <Text fw={700} c="white" className={classes.teamBand} style={{ background: team.Color }}>
                {teamName} · #{participant.BadgeNumber}
              </Text>
            </li>
          ))}
        {!lap &&
          team.Participants.map((participant) => {
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
                <QrCodeImage
                  className={classes.qr}
                  text={participant.QrLoginUrl}
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
