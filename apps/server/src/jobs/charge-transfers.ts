import type { Database } from '@pledgethon/db';
import { splitCharges } from '../features/connect/split-charges';
import type { PaymentAccounts } from '../integrations/payments/payment-accounts.types';
import type { ChargingDeps } from './pledge-charging';
import { QUEUES } from './queues';

// Every minute: a school's share leaves the platform's account within minutes of its charge.
const CHARGE_TRANSFERS_CRON = '* * * * *';

/** Splits each paid charge and transfers its shares to the connected accounts (decision 135). */
export async function startChargeTransfers(
  deps: ChargingDeps & { db: Database; paymentAccounts: PaymentAccounts },
): Promise<void> {
  const context = {
    db: deps.db,
    accounts: deps.paymentAccounts,
    paymentProvider: deps.payments.name,
    platformFeeBasisPoints: deps.config.PLATFORM_FEE_BASIS_POINTS,
    log: deps.logger,
  };
  await deps.jobs.boss.schedule(QUEUES.chargeTransfers.name, CHARGE_TRANSFERS_CRON);
  await deps.jobs.work(QUEUES.chargeTransfers.name, () => splitCharges(context));
}
