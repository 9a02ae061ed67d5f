import '../../i18n/sections/public-event';
import { Badge, Card, Container, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicEvent } from '@pledgethon/contracts';
import { formatCalendarDate, messages } from '@pledgethon/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppError } from '../../api/app-error';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/page-title';
import { percentOfGoal, progressFill, useFormatMoney } from '../../ui/use-format-money';
import { EventCodeForm } from './EventCodeForm';
import { getPublicEvent } from './event.api';

/** The public page of a Thon, reached from its event code: /event/{eventCode}#{eventId}. */
export function PublicEventPage() {
  const { eventCode = '' } = useParams();
  const event = useQuery({
    queryKey: ['public-event', eventCode.toLowerCase()],
    queryFn: () => getPublicEvent(eventCode),
    meta: { showsOwnErrors: true },
  });
  if (event.isPending) return <PageLoader />;
  if (event.isError) {
    const notFound = event.error instanceof AppError && event.error.status === 404;
    return <UnknownEvent eventCode={eventCode} problem={notFound ? null : messageOf(event.error)} />;
  }
  return <EventFacts event={event.data} />;
}

function EventFacts({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const percent = percentOfGoal(event.RaisedCents, event.GoalCents);
  usePageTitle(event.Name);

  return (
    <Container size="md" py="xl">
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
        <Card withBorder radius="lg" padding="xl">
          <Stack gap="md">
            {/* On a phone the goal moves under the amount raised; each label stays above its own amount. */}
            <Group justify="space-between" align="flex-end" gap="md">
              <Stack gap={0}>
                <Text size="sm" c="gray.7">
                  {t('publicEvent.raised')}
                </Text>
                <Text fz={32} fw={800} c="teal.9">
                  {formatMoney(event.RaisedCents)}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text size="sm" c="gray.7">
                  {t('publicEvent.goal')}
                </Text>
                <Text fz="xl" fw={700}>
                  {formatMoney(event.GoalCents)}
                </Text>
              </Stack>
            </Group>
            <Progress
              value={progressFill(percent)}
              size="xl"
              radius="xl"
              color="teal"
              aria-label={t('publicEvent.progress', { percent })}
            />
            <Text size="sm">{t('publicEvent.progress', { percent })}</Text>
          </Stack>
        </Card>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Fact label={t('publicEvent.date')} value={formatCalendarDate(event.EventDate)} />
          <Fact label={t('publicEvent.participants')} value={String(event.ParticipantCount)} />
          <Fact label={t('publicEvent.unit')} value={event.UnitNamePlural} />
        </SimpleGrid>
        {event.FundsGoTo && <Fact label={t('publicEvent.fundsGoTo')} value={event.FundsGoTo} />}
        <Group gap="xs" c="gray.7" wrap="nowrap">
          <IconShieldLock size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{t('publicEvent.privacy')}</Text>
        </Group>
      </Stack>
    </Container>
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

function messageOf(error: Error): string {
  return error instanceof AppError ? error.message : messages.unexpectedError;
}

/** An unknown code (or a failed lookup, then in the server's words), with the event-code entry again. */
function UnknownEvent({ eventCode, problem }: { eventCode: string; problem: string | null }) {
  const { t } = useTranslation();
  usePageTitle(t('publicEvent.unknownTitle'));
  return (
    <Container size="sm" py={64}>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md">
          <Group gap="sm" c="red.8" wrap="nowrap">
            <IconAlertCircle size={24} aria-hidden />
            <Title order={1} fz={24}>
              {t('publicEvent.unknownTitle')}
            </Title>
          </Group>
          <Text role="alert">{problem ?? t('messages.eventCodeInvalid')}</Text>
          <Text size="sm" c="gray.7">
            {t('publicEvent.tryAgain')}
          </Text>
          <EventCodeForm defaultCode={eventCode} />
        </Stack>
      </Card>
    </Container>
  );
}
