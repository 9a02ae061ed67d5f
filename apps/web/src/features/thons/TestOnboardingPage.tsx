import '../../i18n/sections/thons';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showErrorToast } from '../../ui/error-toast';
import { PageLoader } from '../../ui/PageLoader';
import { useFinishTestOnboarding } from './payouts.api';
import { useThonSettings } from './thons.api';

/**
 * /thon/{eventCode}/test-onboarding: the built-in test provider's stand-in for the provider's hosted
 * onboarding (decision 135). Clearly a test; finishing it lets the Thon's test account take charges.
 */
export function TestOnboardingPage() {
  const { t } = useTranslation();
  const eventCode = useParams().eventCode ?? '';
  const navigate = useNavigate();
  const settings = useThonSettings(eventCode);
  const finish = useFinishTestOnboarding(eventCode);
  if (settings.error) throw settings.error;
  if (!settings.data) return <PageLoader />;
  const back = `/thon/${encodeURIComponent(eventCode)}/settings`;
  const { EventId, Organization, Event } = settings.data;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1}>{t('thons.testOnboarding.title')}</Title>
            <Badge color="red.9" variant="filled" size="lg">
              {t('thons.testOnboarding.badge')}
            </Badge>
          </Group>
          <Alert color="orange" variant="light">
            {t('thons.testOnboarding.intro')}
          </Alert>
          <Text>
            {t('thons.testOnboarding.organization')}: <b>{Organization.Name}</b> ({Event.Name})
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(back)}>
              {t('thons.testOnboarding.cancel')}
            </Button>
            <Button
              loading={finish.isPending}
              onClick={() =>
                finish.mutate(EventId, {
                  onSuccess: () => navigate(`${back}?payouts=returned`),
                  onError: showErrorToast,
                })
              }
            >
              {t('thons.testOnboarding.finish')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
