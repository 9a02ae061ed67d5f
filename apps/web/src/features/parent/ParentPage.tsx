import '../../i18n/sections/parent';
import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
        {/* Three equal places on every screen: on a phone no page is left alone on a second row. */}
        <SimpleGrid component="nav" aria-label={t('parent.nav.label')} cols={3} spacing="xs" maw={640}>
          {parentPages.map((page) => {
            const current = pathname.toLowerCase() === page.path;
            return (
              <Button
                key={page.path}
                component={Link}
                to={page.path}
                variant={current ? 'filled' : 'subtle'}
                aria-current={current ? 'page' : undefined}
                h="auto"
                py={8}
                px={6}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
              >
                {t(page.label)}
              </Button>
            );
          })}
        </SimpleGrid>
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="gray.7">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
