import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { messages } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppError } from '../../api/app-error';
import { PageLoader } from '../../ui/PageLoader';
import { useSessionContext } from '../auth/session-context';
import { teamKey, useAccessCodes, useEventIdOfCode, useTeacherEvent } from './access-codes.api';
import { BadgeSheet } from './BadgeSheet';
import classes from './BadgeSheet.module.css';
import { TeamAccessCodes } from './TeamAccessCodes';
import { ThonCodeForm } from './ThonCodeForm';

/**
 * Participants' access codes and QR codes for organisers, teachers and super administrators, team by
 * team, with a printable badge sheet per team (?event=CODE&badges=<team>).
 */
export function AccessCodesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const session = useSessionContext().data;
  const eventCode = params.get('event');
  const teacherEvent = useTeacherEvent(Boolean(session?.IsTeacher) && !eventCode);
  const codeEvent = useEventIdOfCode(eventCode);
  const eventId = eventCode ? codeEvent.data : teacherEvent.data?.EventId;
  const accessCodes = useAccessCodes(eventId);
  const codeError = codeEvent.error;
  const codeProblem = !codeError
    ? undefined
    : !(codeError instanceof AppError)
      ? messages.unexpectedError
      : codeError.status === 404
        ? t('messages.eventCodeInvalid')
        : codeError.message;

  const badgeTeam = params.get('badges');
  const team = accessCodes.data?.Teams.find((candidate) => teamKey(candidate.TeamId) === badgeTeam);
  if (team && accessCodes.data) {
    return (
      <Container size="lg" py="xl">
        <BadgeSheet team={team} eventName={accessCodes.data.EventName} />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4} className={classes.screenOnly}>
          <Title order={1}>{t('staffPages.accessCodes.title')}</Title>
          <Text c="gray.7">{t('staffPages.accessCodes.intro')}</Text>
        </Stack>
        <ThonCodeForm
          key={accessCodes.data?.EventCode ?? eventCode ?? ''}
          initialCode={accessCodes.data?.EventCode ?? eventCode ?? ''}
          error={codeProblem}
          onChoose={(code) => setParams({ event: code })}
        />
        {accessCodes.isLoading || codeEvent.isLoading || teacherEvent.isLoading ? (
          <PageLoader />
        ) : accessCodes.data ? (
          <Stack gap="lg">
            <Title order={2} fz={24}>
              {accessCodes.data.EventName}
            </Title>
            {accessCodes.data.Teams.length === 0 && (
              <Text c="gray.7">{t('staffPages.accessCodes.empty')}</Text>
            )}
            <Accordion variant="separated" multiple>
              {accessCodes.data.Teams.map((candidate) => (
                <TeamAccessCodes key={teamKey(candidate.TeamId)} team={candidate} />
              ))}
            </Accordion>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
