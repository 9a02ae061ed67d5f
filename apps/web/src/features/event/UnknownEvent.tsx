import '../../i18n/sections/public-event';
import { Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@pledgethon/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../api/app-error';
import { usePageTitle } from '../../ui/page-title';
import { EventCodeForm } from './EventCodeForm';

/** Null for a code that is not found; otherwise the failure in the server's words. */
export function unknownProblem(error: Error): string | null {
  if (error instanceof AppError) return error.status === 404 ? null : error.message;
  return messages.unexpectedError;
}

/** An unknown code (or a failed lookup, then in the server's words), with the event-code entry again. */
export function UnknownEvent({ eventCode, problem }: { eventCode: string; problem: string | null }) {
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
