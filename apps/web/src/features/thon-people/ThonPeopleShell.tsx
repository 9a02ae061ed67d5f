import '../../i18n/sections/thon-people';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ThonPeopleOverview } from '@pledgethon/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { ThonNav } from './ThonNav';
import { useThonOverview } from './thon-people.api';

/** The event code of the page address: /thon/{eventCode}/... */
export function useEventCodeParam(): string {
  return useParams().eventCode ?? '';
}

/**
 * The frame of the Thon's people pages: the Thon's name, the links between participants, import,
 * teams and settings (the last three for those who manage the whole Thon), and on pages that list
 * participants, how far the caller sees into them.
 */
export function ThonPeopleShell({
  title,
  listsParticipants = false,
  children,
}: {
  title: string;
  /** A teacher or team leader sees only their class or team on such a page, and is told so. */
  listsParticipants?: boolean;
  children: (thon: ThonPeopleOverview) => ReactNode;
}) {
  const { t } = useTranslation();
  const eventCode = useEventCodeParam();
  const thon = useThonOverview(eventCode);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text c="gray.7" fw={600}>
            {thon.data ? `${thon.data.Name} (${thon.data.EventCode})` : eventCode}
          </Text>
          <Title order={1}>{title}</Title>
          {listsParticipants && thon.data && (
            <Text c="gray.7">{t(`thonPeople.reach.${thon.data.Reach}`)}</Text>
          )}
        </Stack>
        {thon.data && <ThonNav thon={thon.data} />}
        {thon.isLoading ? <PageLoader /> : thon.data ? children(thon.data) : null}
      </Stack>
    </Container>
  );
}
