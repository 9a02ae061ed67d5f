import {
  dashboardActivityPageSchema,
  dashboardParticipantsPageSchema,
  dashboardSchema,
  myThonsSchema,
} from '@pledgethon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { findEventId } from '../event/event.api';

/** The id of the Thon the page address names by its event code. */
export function useEventIdOf(eventCode: string) {
  return useQuery({ queryKey: ['event-id', eventCode.toLowerCase()], queryFn: () => findEventId(eventCode) });
}

export function useDashboard(eventId: string | undefined) {
  return useQuery({
    queryKey: ['dashboard', eventId],
    queryFn: () => apiRequest('GET', `/api/Dashboard/GetDashboard/${eventId}`, { schema: dashboardSchema }),
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
  const params = new URLSearchParams({ page: String(filters.page), progress: filters.progress });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.teamId) params.set('teamId', filters.teamId);
  return useQuery({
    queryKey: ['dashboard-participants', eventId, params.toString()],
    queryFn: () =>
      apiRequest('GET', `/api/Dashboard/GetParticipants/${eventId}?${params.toString()}`, {
        schema: dashboardParticipantsPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDashboardActivity(eventId: string, page: number) {
  return useQuery({
    queryKey: ['dashboard-activity', eventId, page],
    queryFn: () =>
      apiRequest('GET', `/api/Dashboard/GetActivity/${eventId}?page=${page}`, {
        schema: dashboardActivityPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The Thons whose dashboard the signed-in user may open. */
export function useMyThons(enabled: boolean) {
  return useQuery({
    queryKey: ['my-thons'],
    queryFn: () => apiRequest('GET', '/api/Dashboard/GetMyThons', { schema: myThonsSchema }),
    enabled,
  });
}
