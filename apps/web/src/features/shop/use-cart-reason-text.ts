import '../../i18n/sections/shop-admin';
import type { CartReason } from '@pledgethon/contracts';
import { SHIRT_SIZES } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../ui/use-format-money';

/** The words for why the cart builder proposed a quantity. */
export function useCartReasonText() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (reasons: CartReason[]) =>
    reasons
      .map((reason) => {
        switch (reason.Kind) {
          case 'shirtSize':
            return t('shopAdmin.cart.reasons.shirtSize', {
              count: reason.Participants,
              size: SHIRT_SIZES.find((size) => size.id === reason.Size)?.value ?? reason.Size,
            });
          case 'perParticipants':
            if (reason.PerUnit === 1) {
              return t('shopAdmin.cart.reasons.perParticipant', { count: reason.Participants });
            }
            return t('shopAdmin.cart.reasons.perParticipants', {
              count: reason.Participants,
              per: reason.PerUnit,
            });
          case 'prizeLevel':
            return t('shopAdmin.cart.reasons.prizeLevel', {
              count: reason.Participants,
              level: reason.Level,
              amount: formatMoney(reason.MinPledgedCents),
            });
          default:
            return t('shopAdmin.cart.reasons.none');
        }
      })
      .join('; ');
}
