import '../../i18n/sections/parent';
import { Image, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChildQr } from './parent.api';

/** The QR code that signs the child in when scanned, the same one their badge carries. */
export function ChildQr({ participantId, name }: { participantId: string; name: string }) {
  const { t } = useTranslation();
  const qr = useChildQr(participantId);
  if (!qr.data) return <Skeleton w={120} h={120} />;
  return <Image src={qr.data.QrPngDataUrl} alt={t('parent.qr.label', { name })} w={120} h={120} />;
}
