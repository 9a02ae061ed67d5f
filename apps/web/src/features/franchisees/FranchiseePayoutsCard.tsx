import '../../i18n/sections/payouts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/error-toast';
import { useFormatMoney } from '../../ui/use-format-money';
import { PayoutAccountCard } from '../payouts/PayoutAccountCard';
import { useConnectFranchiseePayouts, useFranchiseePayoutAccount } from './franchisee-payouts.api';

/** Where the franchise's commission is paid, for its own users to connect (decision 142). */
export function FranchiseePayoutsCard({ franchiseeId, back }: { franchiseeId: string; back: string | null }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const account = useFranchiseePayoutAccount();
  const connect = useConnectFranchiseePayouts();
  // A user of several franchises connects the one of their first grant, as the server decides.
  if (account.data?.FranchiseeId !== franchiseeId) return null;
  return (
    <PayoutAccountCard
      kind="franchise"
      account={account.data}
      legacy={account.data.SetByAdministrator}
      back={back}
      connecting={connect.isPending}
      onConnect={() => connect.mutate(undefined, { onError: showErrorToast })}
    >
      <Group gap="xl" data-testid="payouts-commission">
        <Text size="sm">
          {t('payouts.franchise.commissionPaid')}: <b>{formatMoney(account.data.CommissionPaidCents)}</b>
        </Text>
        <Text size="sm">
          {t('payouts.franchise.commissionOwed')}: <b>{formatMoney(account.data.CommissionOwedCents)}</b>
        </Text>
      </Group>
    </PayoutAccountCard>
  );
}
