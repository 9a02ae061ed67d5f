import '../../i18n/sections/lap-counter';
import { Alert, Badge, Button, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { readSession } from '../../api/session';
import { PageLoader } from '../../ui/PageLoader';
import { useEventCodeParam } from '../thon-people/ThonPeopleShell';
import { CameraScanner } from './CameraScanner';
import { CounterConfirmation } from './CounterConfirmation';
import { redeemInvite } from './counter.api';
import { installCounterApp } from './counter-app';
import { keepPass, readPass } from './counter-device';
import { InviteVolunteer } from './InviteVolunteer';
import { RecentScans } from './RecentScans';
import { TeamButtons } from './TeamButtons';
import { useLapCounter } from './use-lap-counter';

/**
 * /thon/{eventCode}/count: the lap counter for staff and volunteers (decisions 083 and 086). A
 * volunteer's one-time link (?invite=) is redeemed first and the pass kept on the phone.
 */
export function LapCounterPage() {
  const eventCode = useEventCodeParam();
  const [params, setParams] = useSearchParams();
  const invite = params.get('invite');
  const [pass, setPass] = useState(() => readPass(eventCode));
  const [inviteProblem, setInviteProblem] = useState<string | null>(null);

  useEffect(() => installCounterApp(eventCode), [eventCode]);
  useEffect(() => {
    if (!invite) return;
    redeemInvite(eventCode, invite).then(
      (answer) => {
        keepPass(eventCode, answer.PassToken);
        setPass(answer.PassToken);
        setParams({}, { replace: true });
      },
      (error: Error) => {
        setInviteProblem(error.message);
        setParams({}, { replace: true });
      },
    );
  }, [invite, eventCode, setParams]);

  if (invite) return <PageLoader />;
  return (
    <Container size="md" py="md">
      {inviteProblem && (
        <Alert color="red" mb="md">
          {inviteProblem}
        </Alert>
      )}
      <Counter eventCode={eventCode} pass={pass} />
    </Container>
  );
}

function Counter({ eventCode, pass }: { eventCode: string; pass: string | null }) {
  const { t } = useTranslation();
  const counter = useLapCounter(eventCode, pass);
  const { roster, problem } = counter;
  if (!roster) {
    if (problem?.status === 401 || (!problem && !pass && !readSession()))
      return (
        <Stack>
          <Title order={1}>{t('lapCounter.title')}</Title>
          <Text>{t('lapCounter.needsAccess')}</Text>
          <Button
            component={Link}
            to={`/home?redirect=${encodeURIComponent(`/thon/${eventCode}/count`)}`}
            w="fit-content"
          >
            {t('lapCounter.signIn')}
          </Button>
        </Stack>
      );
    if (problem) return <Alert color="red">{problem.message}</Alert>;
    return <PageLoader />;
  }
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text c="gray.7" fw={600}>
          {roster.Name} ({roster.EventCode})
        </Text>
        <Title order={1}>{t('lapCounter.title')}</Title>
        {roster.Pass && (
          <Text>{t('lapCounter.passFor', { label: roster.Pass.Label, day: roster.Pass.Day })}</Text>
        )}
        <Group gap="xs">
          <Badge
            size="lg"
            color={counter.online ? 'teal.9' : 'red.9'}
            leftSection={
              counter.online ? (
                <IconCloudCheck size={16} aria-hidden />
              ) : (
                <IconCloudOff size={16} aria-hidden />
              )
            }
            data-testid="counter-network"
          >
            {counter.online ? t('lapCounter.online') : t('lapCounter.offline')}
          </Badge>
          <Text data-testid="counter-waiting">
            {counter.waiting > 0
              ? t('lapCounter.waiting', { count: counter.waiting })
              : t('lapCounter.allSent')}
          </Text>
        </Group>
      </Stack>
      {problem && <Alert color="red">{problem.message}</Alert>}
      {roster.Completed && <Alert color="orange">{t('lapCounter.completed')}</Alert>}
      <CounterConfirmation
        confirmation={counter.confirmation}
        roster={roster}
        onUndo={(id) => void counter.undo(id)}
      />
      <Title order={2} fz={20}>
        {t('lapCounter.scanTitle')}
      </Title>
      <CameraScanner onScan={(text) => void counter.scanText(text)} />
      <RecentScans laps={counter.laps} names={counter.names} onUndo={(id) => void counter.undo(id)} />
      <Divider />
      <Title order={2} fz={20}>
        {t('lapCounter.listTitle')}
      </Title>
      <TeamButtons
        roster={roster}
        labels={counter.labels}
        counts={counter.counts}
        onCount={(id) => void counter.count(id)}
      />
      <Divider />
      <Text c="gray.7" size="sm">
        {t('lapCounter.install')}
      </Text>
      {!roster.Pass && readSession() && <InviteVolunteer eventId={roster.EventId} />}
    </Stack>
  );
}
