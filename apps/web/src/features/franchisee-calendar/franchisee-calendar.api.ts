import { type CalendarEntry, shopFranchiseeCalendarRoute } from '@pledgethon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

/** The calendar's entries between two days (both included), as the shown month or week asks. */
export function useFranchiseeCalendar(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['franchisee-calendar', range?.from, range?.to],
    queryFn: () =>
      callApi(shopFranchiseeCalendarRoute, { query: { From: range?.from ?? '', To: range?.to ?? '' } }),
    enabled: range !== null,
    // Paging from month to month keeps the last month on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Where an entry leads: a Thon to its dashboard, a reminder to the Thon's reminders, a delivery to its order. */
export function entryPath(entry: CalendarEntry): string {
  if (entry.Kind === 'delivery' && entry.OrderId) return `/shop/orderdetail?id=${entry.OrderId}`;
  if (entry.Kind === 'reminder') return `/thon/${entry.EventCode}/reminders`;
  return `/thon/${entry.EventCode}/dashboard`;
}
