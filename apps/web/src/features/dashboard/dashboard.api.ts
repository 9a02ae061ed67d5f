import {
  dashboardGetActivityRoute,
  dashboardGetDashboardRoute,
  dashboardGetMyThonsRoute,
  dashboardGetParticipantsRoute,
} from '@pledgethon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { findEventId } from '../event/event.api';

/** The id of the Thon the page address names by its event code. */
export function useEventIdOf(eventCode: string) {
  return useQuery({ queryKey: ['event-id', eventCode.toLowerCase()], queryFn: () => findEventId(eventCode) });
}

export function useDashboard(eventId: string | undefined) {
  return useQuery({
    queryKey: ['dashboard', eventId],
    queryFn: () => callApi(dashboardGetDashboardRoute, { params: { eventId: eventId ?? '' } }),
    enabled: Boolean(eventId),
  });
}

export type ParticipantFilters = {
  page: number;
  search: string;
  teamId: string | null;
  progress: 'all' | 'reached' | 'below';
};

export function useDashboardParticipants(eventId: string, filters: ParticipantFilters) {
  const query = {
    page: filters.page,
    progress: filters.progress,
    search: filters.search.trim() || undefined,
    teamId: filters.teamId || undefined,
  };
  return useQuery({
    queryKey: ['dashboard-participants', eventId, query],
    queryFn: () => callApi(dashboardGetParticipantsRoute, { params: { eventId }, query }),
    placeholderData: keepPreviousData,
  });
}

export function useDashboardActivity(eventId: string, page: number) {
  return useQuery({
    queryKey: ['dashboard-activity', eventId, page],
    queryFn: () => callApi(dashboardGetActivityRoute, { params: { eventId }, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** The Thons whose dashboard the signed-in user may open. */
export function useMyThons(enabled: boolean) {
  return useQuery({
    queryKey: ['my-thons'],
    queryFn: () => callApi(dashboardGetMyThonsRoute),
    enabled,
  });
}
