import '../../i18n/sections/shop-reports';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ShopReport } from '@pledgethon/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { ExportButtons } from './ExportButtons';

/** One report's page: back to the reports, its title and intro, its export buttons, then the report. */
export function ReportShell({ report, children }: { report: ShopReport; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t(`shopReports.${report}.title`));
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/shop/reports" size="sm">
          {t('shopReports.title')}
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t(`shopReports.${report}.title`)}</Title>
          <Text c="gray.7">{t(`shopReports.${report}.body`)}</Text>
        </Stack>
        <Group>
          <ExportButtons report={report} />
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
