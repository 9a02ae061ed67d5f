import { showErrorToast } from '../../ui/error-toast';
import { PayoutAccountCard } from '../payouts/PayoutAccountCard';
import { useConnectPayouts, usePayoutAccount } from './payouts.api';

/** The Thon's payouts on its settings page (decision 135): the school's connected account. */
export function PayoutsCard({
  eventCode,
  eventId,
  back,
}: {
  eventCode: string;
  eventId: string;
  back: string | null;
}) {
  const account = usePayoutAccount(eventCode);
  const connect = useConnectPayouts();
  if (!account.data) return null;
  return (
    <PayoutAccountCard
      kind="thon"
      account={account.data}
      // A Thon made before accounts were connected has none: the platform pays its money out.
      legacy={!account.data.HasAccount}
      back={back}
      connecting={connect.isPending}
      onConnect={() => connect.mutate(eventId, { onError: showErrorToast })}
    />
  );
}
