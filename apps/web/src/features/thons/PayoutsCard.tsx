import '../../i18n/sections/thons';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PayoutAccount } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/error-toast';
import { useConnectPayouts, usePayoutAccount } from './payouts.api';

/** Where the account stands, in one plain sentence. */
function stateText(
  account: PayoutAccount,
): `thons.payouts.${'legacy' | 'enabled' | 'payoutsPaused' | 'notConnected' | 'pending' | 'pendingChecks'}` {
  if (!account.HasAccount) return 'thons.payouts.legacy';
  if (account.ChargesEnabled)
    return account.PayoutsEnabled ? 'thons.payouts.enabled' : 'thons.payouts.payoutsPaused';
  if (!account.DetailsSubmitted && account.RequirementsDue === 0) return 'thons.payouts.notConnected';
  return account.RequirementsDue > 0 ? 'thons.payouts.pending' : 'thons.payouts.pendingChecks';
}

/**
 * The Thon's payouts on its settings page (decision 135): whether the school's account can take
 * charges and pay out, and the way to connect or finish it at the provider.
 */
export function PayoutsCard({
  eventCode,
  eventId,
  back,
}: {
  eventCode: string;
  eventId: string;
  back: string | null;
}) {
  const { t } = useTranslation();
  const account = usePayoutAccount(eventCode);
  const connect = useConnectPayouts();
  if (!account.data) return null;
  const state = account.data;
  const started = state.DetailsSubmitted || state.RequirementsDue > 0;
  const label = state.ChargesEnabled ? 'update' : started ? 'continue' : 'connect';
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="payouts-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="payouts-title">
            {t('thons.payouts.title')}
          </Title>
          {state.Test && (
            <Badge color="red.9" variant="filled">
              {t('thons.payouts.test')}
            </Badge>
          )}
        </Group>
        {back === 'returned' && (
          <Alert color="blue" variant="light" role="status">
            {t('thons.payouts.returned')}
          </Alert>
        )}
        {back === 'expired' && (
          <Alert color="yellow" variant="light" role="status">
            {t('thons.payouts.expired')}
          </Alert>
        )}
        <Alert color={state.TakesCards ? 'teal' : 'yellow'} variant="light" data-testid="payouts-state">
          {t(stateText(state), { count: state.RequirementsDue })}
        </Alert>
        {state.HasAccount && (
          <Group gap="xl">
            <Text size="sm">
              {t('thons.payouts.chargesEnabled')}:{' '}
              <b>{t(state.ChargesEnabled ? 'thons.payouts.yes' : 'thons.payouts.no')}</b>
            </Text>
            <Text size="sm">
              {t('thons.payouts.payoutsEnabled')}:{' '}
              <b>{t(state.PayoutsEnabled ? 'thons.payouts.yes' : 'thons.payouts.no')}</b>
            </Text>
          </Group>
        )}
        {state.Test && (
          <Text size="sm" c="gray.7">
            {t('thons.payouts.testNote')}
          </Text>
        )}
        {state.HasAccount && !(state.Test && state.ChargesEnabled) && (
          <Group justify="flex-end">
            <Button
              variant={state.ChargesEnabled ? 'light' : 'filled'}
              loading={connect.isPending}
              onClick={() => connect.mutate(eventId, { onError: showErrorToast })}
            >
              {t(`thons.payouts.${label}`)}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
