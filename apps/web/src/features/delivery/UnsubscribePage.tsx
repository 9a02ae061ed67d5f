import '../../i18n/sections/delivery';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { messagesUnsubscribeRoute, messagesUnsubscribeStatusRoute } from '@pledgethon/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { callApi } from '../../api/client';
import { PageLoader } from '../../ui/PageLoader';

/**
 * /unsubscribe/{token}: the page an e-mail's unsubscribe link opens, for anyone holding the link.
 * It unsubscribes on a press, not on opening: mail scanners open links too (decision 071).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const token = encodeURIComponent(useParams().token ?? '');
  const status = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => callApi(messagesUnsubscribeStatusRoute, { params: { token } }),
    retry: false,
  });
  const unsubscribe = useMutation({
    mutationFn: () => callApi(messagesUnsubscribeRoute, { params: { token } }),
  });
  const current = unsubscribe.data ?? status.data;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('delivery.unsubscribe.title')}</Title>
        {status.isLoading ? (
          <PageLoader />
        ) : !current ? (
          <Alert color="red" role="alert">
            {t('delivery.unsubscribe.invalid')}
          </Alert>
        ) : current.Unsubscribed ? (
          <Alert color="teal" role="status">
            {t('delivery.unsubscribe.done', { address: current.Address })}
          </Alert>
        ) : (
          <>
            <Text fw={600}>{t('delivery.unsubscribe.question', { address: current.Address })}</Text>
            <Text c="gray.7">{t('delivery.unsubscribe.explain')}</Text>
            <Button
              onClick={() => unsubscribe.mutate()}
              loading={unsubscribe.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('delivery.unsubscribe.button')}
            </Button>
            {unsubscribe.error && (
              <Alert color="red" role="alert">
                {t('delivery.unsubscribe.invalid')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
