import '../../i18n/sections/staff-pages';
import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { teamKey, useAccessCodes, useAccessCodeThons } from './access-codes.api';
import { BadgeSheet } from './BadgeSheet';
import classes from './BadgeSheet.module.css';
import { TeamAccessCodes } from './TeamAccessCodes';
import { ThonPicker } from './ThonPicker';

/**
 * Participants' access codes and QR codes for organisers, teachers and super administrators, team by
 * team, with a printable badge sheet per team (?event=CODE&badges=<team>).
 */
export function AccessCodesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const eventCode = params.get('event')?.toLowerCase();
  const thons = useAccessCodeThons();
  const listed = thons.data ?? [];
  // With a single Thon there is nothing to choose.
  const chosen = eventCode
    ? listed.find((thon) => thon.EventCode.toLowerCase() === eventCode)
    : listed.length === 1
      ? listed[0]
      : undefined;
  const accessCodes = useAccessCodes(chosen?.EventId);

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
        {thons.data && (
          <ThonPicker
            thons={thons.data}
            chosenCode={chosen?.EventCode}
            error={eventCode && !chosen ? t('messages.eventCodeInvalid') : undefined}
            onChoose={(code) => setParams({ event: code })}
          />
        )}
        {thons.isLoading || accessCodes.isLoading ? (
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
