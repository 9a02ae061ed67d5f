import '../../i18n/sections/shop-reports';
import '../../i18n/sections/vendor-users';
import '../../i18n/sections/franchisee-calendar';
import { Button, Group } from '@mantine/core';
import type { SessionContext } from '@pledgethon/contracts';
import { IconCalendar, IconChartBar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayReadShopReports, mayUseFranchiseeCalendar } from '../account/staff-roles';
import { useSessionContext } from '../auth/session-context';

const LINKS = [
  {
    to: '/shop/vendorusers',
    label: 'vendorUsers.title',
    icon: IconUsers,
    shows: (s: SessionContext) => s.IsVendor,
  },
  { to: '/shop/reports', label: 'shopReports.title', icon: IconChartBar, shows: mayReadShopReports },
  {
    to: '/shop/franchiseecalendar',
    label: 'franchiseeCalendar.title',
    icon: IconCalendar,
    shows: mayUseFranchiseeCalendar,
  },
] as const;

/** The shop's pages beyond the catalogue that the caller may open: a vendor's users, reports, the calendar. */
export function ShopOfficeLinks() {
  const { t } = useTranslation();
  const session = useSessionContext().data;
  const shown = LINKS.filter((link) => session && link.shows(session));
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" component="nav" aria-label={t('shopReports.office')}>
      {shown.map(({ to, label, icon: Icon }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          variant="light"
          leftSection={<Icon size={16} aria-hidden />}
        >
          {t(label)}
        </Button>
      ))}
    </Group>
  );
}
