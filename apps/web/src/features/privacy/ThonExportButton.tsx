import '../../i18n/sections/thon-data';
import { Button, Group, Text } from '@mantine/core';
import { pathOf, thonsExportRoute } from '@pledgethon/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/download-file';
import { showErrorToast } from '../../ui/error-toast';

/** Bytes as kilobytes or megabytes in the reader's language. */
function formatSize(bytes: number, language: string): string {
  const mega = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mega ? bytes / 1_000_000 : bytes / 1000);
}

/**
 * Downloads all of the Thon's data as one zip. The server streams it without knowing its size, so
 * the progress shown is what has arrived so far.
 */
export function ThonExportButton({ eventCode }: { eventCode: string }) {
  const { t, i18n } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const start = () => {
    setReceived(0);
    downloadFile(pathOf(thonsExportRoute, { eventCode }), `${eventCode}-export.zip`, setReceived)
      .catch(showErrorToast)
      .finally(() => setReceived(null));
  };
  return (
    <Group>
      <Button variant="light" onClick={start} loading={received !== null}>
        {t('thonData.export')}
      </Button>
      <Text size="sm" role="status">
        {received === null
          ? ''
          : received === 0
            ? t('thonData.exportPreparing')
            : t('thonData.exportReceived', { size: formatSize(received, i18n.language) })}
      </Text>
    </Group>
  );
}
