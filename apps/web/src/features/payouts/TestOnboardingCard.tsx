import '../../i18n/sections/payouts';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayoutKind } from './PayoutAccountCard';

/**
 * The built-in test provider's stand-in for the provider's hosted onboarding (decisions 135 and
 * 142), clearly a test: finishing it lets the test account take charges.
 */
export function TestOnboardingCard({
  kind,
  owner,
  finishing,
  onFinish,
  onBack,
}: {
  kind: PayoutKind;
  /** Who the account belongs to, as its page names it. */
  owner: string;
  finishing: boolean;
  onFinish: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1}>{t('payouts.testOnboarding.title')}</Title>
            <Badge color="red.9" variant="filled" size="lg">
              {t('payouts.testOnboarding.badge')}
            </Badge>
          </Group>
          <Alert color="orange" variant="light">
            {t('payouts.testOnboarding.intro')}
          </Alert>
          <Text>
            {t(kind === 'thon' ? 'payouts.testOnboarding.organization' : 'payouts.testOnboarding.franchise')}:{' '}
            <b>{owner}</b>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onBack}>
              {t(`payouts.${kind}.back`)}
            </Button>
            <Button loading={finishing} onClick={onFinish}>
              {t('payouts.testOnboarding.finish')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
