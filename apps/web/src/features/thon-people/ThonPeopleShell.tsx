import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ThonPeopleOverview } from '@pledgethon/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { useThonOverview } from './thon-people.api';

/** The event code of the page address: /thon/{eventCode}/... */
export function useEventCodeParam(): string {
  return useParams().eventCode ?? '';
}

/**
 * The frame of the Thon's people pages: the Thon's name, how far the caller sees into it, and the
 * links between participants, import and teams (the last two for those who manage the whole Thon).
 */
export function ThonPeopleShell({
  title,
  children,
}: {
  title: string;
  children: (thon: ThonPeopleOverview) => ReactNode;
}) {
  const { t } = useTranslation();
  const eventCode = useEventCodeParam();
  const thon = useThonOverview(eventCode);
  const base = `/thon/${encodeURIComponent(eventCode)}`;
  const links = [
    { to: `${base}/dashboard`, label: t('thonPeople.nav.dashboard'), show: true },
    { to: `${base}/participants`, label: t('thonPeople.nav.participants'), show: true },
    { to: `${base}/import`, label: t('thonPeople.nav.import'), show: thon.data?.ManagesPeople },
    { to: `${base}/teams`, label: t('thonPeople.nav.teams'), show: thon.data?.ManagesPeople },
  ];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text c="gray.7" fw={600}>
            {thon.data ? `${thon.data.Name} (${thon.data.EventCode})` : eventCode}
          </Text>
          <Title order={1}>{title}</Title>
          {thon.data && <Text c="gray.7">{t(`thonPeople.reach.${thon.data.Reach}`)}</Text>}
        </Stack>
        {thon.data && (
          <Group component="nav" aria-label={thon.data.Name} gap="lg">
            {links
              .filter((link) => link.show)
              .map((link) => (
                <Anchor
                  key={link.to}
                  component={NavLink}
                  to={link.to}
                  end
                  fw={600}
                  style={({ isActive }: { isActive: boolean }) => ({
                    textDecoration: isActive ? 'underline' : 'none',
                  })}
                >
                  {link.label}
                </Anchor>
              ))}
          </Group>
        )}
        {thon.isLoading ? <PageLoader /> : thon.data ? children(thon.data) : null}
      </Stack>
    </Container>
  );
}
