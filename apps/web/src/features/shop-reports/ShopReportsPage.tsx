import '../../i18n/sections/shop-reports';
import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SHOP_REPORTS } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { useSessionContext } from '../auth/session-context';
import { reportReaders } from './report-roles';

/** /shop/reports: the reports the caller may read. */
export function ShopReportsPage() {
  const { t } = useTranslation();
  const session = useSessionContext().data;
  usePageTitle(t('shopReports.title'));
  const reports = SHOP_REPORTS.filter((report) => session && reportReaders[report](session));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('shopReports.title')}</Title>
          <Text c="gray.7">{t('shopReports.intro')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {reports.map((report) => (
            <Card
              key={report}
              withBorder
              padding="lg"
              component="article"
              aria-label={t(`shopReports.${report}.title`)}
            >
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap={4}>
                  <Title order={2} fz="lg">
                    {t(`shopReports.${report}.title`)}
                  </Title>
                  <Text size="sm" c="gray.7">
                    {t(`shopReports.${report}.body`)}
                  </Text>
                </Stack>
                <Button component={Link} to={`/shop/reports/${report}`} variant="light">
                  {t('shopReports.open')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
