import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoader } from '../../ui/PageLoader';

const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * The shop's office pages (a vendor's users, the reports, the franchisee calendar), loaded one step
 * further on: the route table imports only this small module, so the first page a donor loads does
 * not carry the list of every file these pages need (decision 026's budget).
 */
const pages = {
  vendorusers: page(async () => (await import('../vendor-users/VendorUsersPage')).VendorUsersPage),
  franchiseecalendar: page(
    async () => (await import('../franchisee-calendar/FranchiseeCalendarPage')).FranchiseeCalendarPage,
  ),
  reports: page(async () => (await import('../shop-reports/ShopReportsPage')).ShopReportsPage),
  productstatus: page(async () => (await import('../shop-reports/ProductStatusPage')).ProductStatusPage),
  schoolitem: page(async () => (await import('../shop-reports/SchoolItemsPage')).SchoolItemsPage),
  calculator: page(async () => (await import('../shop-reports/CalculatorPage')).CalculatorPage),
};
export type ShopOfficePageName = keyof typeof pages;

export function ShopOfficePage({ name }: { name: ShopOfficePageName }) {
  const Page = pages[name];
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
