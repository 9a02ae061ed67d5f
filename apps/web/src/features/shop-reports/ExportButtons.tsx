import '../../i18n/sections/shop-reports';
import { Button, Group } from '@mantine/core';
import type { ShopReport } from '@pledgethon/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/error-toast';
import { downloadReport } from './shop-reports.api';

/** The report as a CSV or XLSX file. */
export function ExportButtons({ report }: { report: ShopReport }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={t('shopReports.export')}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadReport(report, format).catch(showErrorToast)}
        >
          {t(`shopReports.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
