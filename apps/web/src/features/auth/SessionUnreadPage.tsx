import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { messages } from '@pledgethon/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/page-title';

/**
 * Stands in for a signed-in page while who is signed in cannot be read: with no network, until it is
 * back (the page then opens by itself), or when the server did not answer, until the user asks again.
 */
export function SessionUnreadPage(
  props: { offline: true } | { offline: false; retrying: boolean; onRetry: () => void },
) {
  const { t } = useTranslation();
  const { offline } = props;
  usePageTitle(t(offline ? 'pageTitles.offline' : 'pageTitles.error'));
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <IconCloudOff size={56} color="var(--mantine-color-gray-7)" aria-hidden />
        <Title order={1}>{t(offline ? 'nav.offlineTitle' : 'nav.unreachableTitle')}</Title>
        <Text c="gray.7">{offline ? t('nav.offlineBody') : messages.unexpectedError}</Text>
        {props.offline ? (
          <Loader role="status" aria-label={t('nav.loading')} />
        ) : (
          <Button loading={props.retrying} onClick={props.onRetry}>
            {t('nav.tryAgain')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
