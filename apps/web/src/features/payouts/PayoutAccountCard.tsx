import '../../i18n/sections/payouts';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConnectedAccountState } from '@pledgethon/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Whose money the account receives: a Thon's school, or a franchise's commission. */
export type PayoutKind = 'thon' | 'franchise';

type StateKey = 'legacy' | 'enabled' | 'payoutsPaused' | 'notConnected' | 'pending' | 'pendingChecks';

/** Where the account stands, in one plain sentence. */
function stateKey(account: ConnectedAccountState, legacy: boolean): StateKey {
  if (legacy) return 'legacy';
  if (account.ChargesEnabled) return account.PayoutsEnabled ? 'enabled' : 'payoutsPaused';
  // A new account already lists what the provider will ask for, so what is due says nothing of
  // whether anyone has started: until the details are sent, the account is not connected.
  if (!account.DetailsSubmitted) return 'notConnected';
  return account.RequirementsDue > 0 ? 'pending' : 'pendingChecks';
}

/**
 * A connected account on the page of whoever connects it (decisions 135 and 142): whether it can
 * take charges and pay out, and the way to connect or finish it at the provider. A `legacy` account
 * is paid as before accounts were connected here, and offers nothing to do.
 */
export function PayoutAccountCard({
  kind,
  account,
  legacy,
  back,
  connecting,
  onConnect,
  children,
}: {
  kind: PayoutKind;
  account: ConnectedAccountState;
  legacy: boolean;
  back: string | null;
  connecting: boolean;
  onConnect: () => void;
  /** What the account was paid and is owed, where the page knows it. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const label = account.ChargesEnabled ? 'update' : account.DetailsSubmitted ? 'continue' : 'connect';
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={`payouts-title-${kind}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={`payouts-title-${kind}`}>
            {t('payouts.title')}
          </Title>
          {account.Test && (
            <Badge color="red.9" variant="filled">
              {t('payouts.test')}
            </Badge>
          )}
        </Group>
        {back === 'returned' && (
          <Alert color="blue" variant="light" role="status">
            {t('payouts.returned')}
          </Alert>
        )}
        {back === 'expired' && (
          <Alert color="yellow" variant="light" role="status">
            {t('payouts.expired')}
          </Alert>
        )}
        <Alert
          color={account.ChargesEnabled || legacy ? 'teal' : 'yellow'}
          variant="light"
          data-testid="payouts-state"
        >
          {t(`payouts.${kind}.${stateKey(account, legacy)}`, { count: account.RequirementsDue })}
        </Alert>
        {account.HasAccount && (
          <Group gap="xl">
            <Text size="sm">
              {t(`payouts.${kind}.chargesEnabled`)}:{' '}
              <b>{t(account.ChargesEnabled ? 'payouts.yes' : 'payouts.no')}</b>
            </Text>
            <Text size="sm">
              {t('payouts.payoutsEnabled')}: <b>{t(account.PayoutsEnabled ? 'payouts.yes' : 'payouts.no')}</b>
            </Text>
          </Group>
        )}
        {children}
        {account.Test && (
          <Text size="sm" c="gray.7">
            {t('payouts.testNote')}
          </Text>
        )}
        {!legacy && !(account.Test && account.ChargesEnabled) && (
          <Group justify="flex-end">
            <Button
              variant={account.ChargesEnabled ? 'light' : 'filled'}
              loading={connecting}
              onClick={onConnect}
            >
              {t(`payouts.${label}`)}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
