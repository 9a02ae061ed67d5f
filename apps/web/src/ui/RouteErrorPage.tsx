import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { messages } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { AppError } from '../api/app-error';
import { usePageTitle } from './page-title';

/** Shown instead of a screen that failed to render or load, so the user is never left on a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('pageTitles.error'));
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="gray.7" size="lg">
          {error instanceof AppError ? error.message : messages.unexpectedError}
        </Text>
        <Button component={Link} to="/home" mt="md">
          {t('routeError.home')}
        </Button>
      </Stack>
    </Container>
  );
}
