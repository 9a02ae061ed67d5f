import {
  COUNTER_PASS_HEADER,
  type CreateCounterInviteRequest,
  type Endpoint,
  type LapCounterRoster,
  lapCounterGuardRoute,
  lapCounterInviteRoute,
  lapCounterPublishRoute,
  lapCounterRedeemRoute,
  lapCounterReviewRoute,
  lapCounterRosterRoute,
  lapCounterSyncRoute,
  type PublishCountsRequest,
  pathOf,
  type SyncLapScansRequest,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AppError } from '../../api/app-error';
import { callApi, requestHeaders, toAppError } from '../../api/client';

/** A call that may carry the volunteer's pass; a network failure is an AppError with status 0. */
async function counterCall<T>(
  route: Endpoint & { response: z.ZodType<T> },
  params: Record<string, string>,
  { pass, body }: { pass: string | null; body?: unknown },
): Promise<T> {
  const headers = requestHeaders(body);
  if (pass) headers.set(COUNTER_PASS_HEADER, pass);
  let response: Response;
  try {
    response = await fetch(pathOf(route, params), {
      method: route.method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (cause) {
    throw new AppError(0, messages.unexpectedError, {}, { cause });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toAppError(response.status, payload);
  const parsed = route.response.safeParse(payload);
  if (!parsed.success) throw new AppError(response.status, messages.unexpectedError);
  return parsed.data;
}

export const fetchRoster = (eventCode: string, pass: string | null): Promise<LapCounterRoster> =>
  counterCall(lapCounterRosterRoute, { eventCode }, { pass });

export const sendScans = (body: SyncLapScansRequest, pass: string | null) =>
  counterCall(lapCounterSyncRoute, {}, { pass, body });

export const redeemInvite = (eventCode: string, invite: string) =>
  callApi(lapCounterRedeemRoute, { body: { EventCode: eventCode, Invite: invite } });

export function useCreateInvite() {
  return useMutation({
    mutationFn: (body: CreateCounterInviteRequest) => callApi(lapCounterInviteRoute, { body }),
    meta: { showsOwnErrors: true },
  });
}

export function useLapReview(eventId: string) {
  return useQuery({
    queryKey: ['lap-review', eventId],
    queryFn: () => callApi(lapCounterReviewRoute, { params: { eventId } }),
  });
}

export function usePublishCounts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishCountsRequest) => callApi(lapCounterPublishRoute, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['lap-review'] }),
        client.invalidateQueries({ queryKey: ['results-grid'] }),
      ]),
    meta: { showsOwnErrors: true },
  });
}

export function useSetGuard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { EventId: string; GuardSeconds: number }) => callApi(lapCounterGuardRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['lap-review'] }),
  });
}
