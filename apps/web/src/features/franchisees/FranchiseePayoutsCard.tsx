import { showErrorToast } from '../../ui/error-toast';
import { PayoutAccountCard } from '../payouts/PayoutAccountCard';
import { useConnectFranchiseePayouts, useFranchiseePayoutAccount } from './franchisee-payouts.api';

/** Where the franchise's commission is paid, for its own users to connect (decision 142). */
export function FranchiseePayoutsCard({ franchiseeId, back }: { franchiseeId: string; back: string | null }) {
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
    />
  );
}
