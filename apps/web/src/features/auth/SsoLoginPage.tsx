import '../../i18n/sections/password-and-sso';
import { Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { sameSiteRedirect } from '@pledgethon/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { exchangeSsoToken } from './auth.api';
import { useStartSession } from './use-session-actions';

/**
 * The hand-off between the public and the admin site (/authentication/ssologin?tkn=...&redirect=...):
 * the one-time token becomes a session here, then the user goes where the server says.
 */
export function SsoLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tkn = params.get('tkn') ?? '';
  const startSession = useStartSession();
  const started = useRef(false);

  const exchange = useMutation({
    mutationFn: async () => {
      const { Token, Redirect } = await exchangeSsoToken(tkn);
      await startSession(Token);
      return Redirect;
    },
    meta: { showsOwnErrors: true },
    // The server answers only same-site paths; checking again here keeps the page safe on its own.
    onSuccess: (redirect) => navigate(sameSiteRedirect(redirect), { replace: true }),
  });
  const exchangeToken = exchange.mutate;

  useEffect(() => {
    // The token works once: the exchange must not run again when the page renders again.
    if (started.current || !tkn) return;
    started.current = true;
    exchangeToken();
  }, [tkn, exchangeToken]);

  const failed = !tkn || exchange.isError;
  usePageTitle(failed ? t('sso.failedTitle') : undefined);
  return (
    <Container size="xs" py={64}>
      <Card withBorder radius="lg" padding="xl">
        {failed ? (
          <Stack gap="md" role="alert">
            <Title order={1} fz={24}>
              {t('sso.failedTitle')}
            </Title>
            <Text c="gray.7">{t('sso.failedBody')}</Text>
            <Group>
              <Button component={Link} to="/home">
                {t('sso.home')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Title order={1} fz="md" fw={400}>
              {t('sso.inProgress')}
            </Title>
          </Group>
        )}
      </Card>
    </Container>
  );
}
