import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The spec's 'access denied', for a page the signed-in user's roles do not open. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <IconLock size={56} color="var(--mantine-color-red-8)" aria-hidden />
        <Title order={1}>{t('messages.accessDenied')}</Title>
        <Text c="gray.7">{t('nav.accessDeniedBody')}</Text>
        <Button component={Link} to="/home/MyAccount">
          {t('nav.myAccount')}
        </Button>
      </Stack>
    </Container>
  );
}
