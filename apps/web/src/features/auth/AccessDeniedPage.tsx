import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';

/**
 * For a page the signed-in user's roles do not open. The API says 'access denied'; a person reads
 * a sentence that says what happened and where to go instead.
 */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitles.accessDenied'));
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <IconLock size={56} color="var(--mantine-color-red-8)" aria-hidden />
        <Title order={1}>{t('nav.accessDeniedTitle')}</Title>
        <Text c="gray.7">{t('nav.accessDeniedBody')}</Text>
        <Button component={Link} to="/home/MyAccount">
          {t('nav.myAccount')}
        </Button>
      </Stack>
    </Container>
  );
}
