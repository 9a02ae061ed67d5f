import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const parentPages = [
  { path: '/parent/dashboard', label: 'parent.nav.dashboard' },
  { path: '/parent/addparticipant', label: 'parent.nav.addParticipant' },
  { path: '/parent/mypledges', label: 'parent.nav.myPledges' },
] as const;

/** The frame of the three parent pages: their title, a way between them, and the page itself. */
export function ParentPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group component="nav" aria-label={t('parent.nav.label')} gap="xs">
          {parentPages.map((page) => {
            const current = pathname.toLowerCase() === page.path;
            return (
              <Button
                key={page.path}
                component={Link}
                to={page.path}
                variant={current ? 'filled' : 'subtle'}
                aria-current={current ? 'page' : undefined}
              >
                {t(page.label)}
              </Button>
            );
          })}
        </Group>
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="gray.7">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
