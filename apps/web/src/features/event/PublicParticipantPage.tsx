import '../../i18n/sections/public-event';
import { Anchor, Badge, Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { PublicParticipant } from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AppError } from '../../api/app-error';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/page-title';
import { getPublicParticipant, pledgePath } from './event.api';
import { GoalProgress } from './GoalProgress';
import { MoneySplitNote } from './MoneySplitNote';
import { ShareButtons } from './ShareButtons';
import { SponsorUpdates } from './SponsorUpdates';
import { UnknownEvent, unknownProblem } from './UnknownEvent';

/** A participant's public page, /event/{eventCode}/p/{participantId}: progress toward their own goal. */
export function PublicParticipantPage() {
  const { eventCode = '', participantId = '' } = useParams();
  const page = useQuery({
    queryKey: ['public-participant', eventCode.toLowerCase(), participantId],
    queryFn: () => getPublicParticipant(eventCode, participantId),
    meta: { showsOwnErrors: true },
  });
  if (page.isPending) return <PageLoader />;
  if (page.isError) {
    // An id that is not a participant of the Thon is a page that does not exist.
    if (page.error instanceof AppError && page.error.status === 404) return <NotFoundPage />;
    return <UnknownEvent eventCode={eventCode} problem={unknownProblem(page.error)} />;
  }
  return <ParticipantView participant={page.data} />;
}

function ParticipantView({ participant }: { participant: PublicParticipant }) {
  const { t } = useTranslation();
  usePageTitle(participant.DisplayName);
  const link = window.location.href.split('#')[0] ?? '';
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="sm">
            <Badge variant="light">{t(`publicEvent.status.${participant.Status}`)}</Badge>
            {participant.TeamName && (
              <Text size="sm" c="gray.7">
                {t('publicEvent.team', { team: participant.TeamName })}
              </Text>
            )}
          </Group>
          <Group gap="md" wrap="nowrap">
            {participant.PhotoUrl && (
              <Image
                src={participant.PhotoUrl}
                alt={t('publicEvent.photoOf', { name: participant.DisplayName })}
                w={96}
                h={96}
                radius="50%"
                fit="cover"
              />
            )}
            <Title order={1}>{participant.DisplayName}</Title>
          </Group>
          <Text size="lg" c="gray.7">
            {t('publicEvent.organizedBy', { organization: participant.OrganizationName })}
          </Text>
          <Anchor component={Link} to={`/event/${encodeURIComponent(participant.EventCode)}`} fw={600}>
            {participant.EventName}
          </Anchor>
        </Stack>
        <GoalProgress
          raisedCents={participant.RaisedCents}
          goalCents={participant.GoalCents}
          goalLabel={t('publicEvent.childGoal', { name: participant.DisplayName })}
        />
        {participant.Status !== 'completed' && (
          <Button
            component={Link}
            to={pledgePath(participant.EventCode, participant.ParticipantId)}
            size="lg"
            color="teal.9"
          >
            {t('publicEvent.pledge', { name: participant.DisplayName })}
          </Button>
        )}
        <MoneySplitNote
          split={participant.MoneySplit}
          organization={participant.OrganizationName}
          fundsGoTo={participant.FundsGoTo}
        />
        <ShareButtons
          link={link}
          message={t('publicEvent.shareMessage', {
            name: participant.DisplayName,
            event: participant.EventName,
            link,
          })}
        />
        <SponsorUpdates
          eventCode={participant.EventCode}
          participantId={participant.ParticipantId}
          firstPage={participant.SponsorUpdates}
        />
      </Stack>
    </Container>
  );
}
