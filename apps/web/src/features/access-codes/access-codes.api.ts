import { accessCodesByEventResponseSchema } from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { readSession } from '../../api/session';
import { isLoggedInUserTeacher } from '../account/account.api';
import { findEventId } from '../event/event.api';

/** The Thon a teacher teaches in; others (organisers, super administrators) name the Thon themselves. */
export function useTeacherEvent(enabled: boolean) {
  return useQuery({
    queryKey: ['teacher-event'],
    queryFn: () => isLoggedInUserTeacher(readSession()?.token ?? ''),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEventIdOfCode(eventCode: string | null) {
  return useQuery({
    queryKey: ['event-id', eventCode?.toLowerCase()],
    queryFn: () => findEventId(eventCode ?? ''),
    enabled: Boolean(eventCode),
    // The page says what went wrong beside the code the user typed.
    meta: { showsOwnErrors: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAccessCodes(eventId: string | null | undefined) {
  return useQuery({
    queryKey: ['access-codes', eventId],
    queryFn: () =>
      apiRequest('GET', `/api/AccessCodes/GetByEvent/${encodeURIComponent(eventId ?? '')}`, {
        schema: accessCodesByEventResponseSchema,
      }),
    enabled: Boolean(eventId),
  });
}

/** The key of a team in the page address; participants without a team share one. */
export function teamKey(teamId: string | null): string {
  return teamId ?? 'none';
}
