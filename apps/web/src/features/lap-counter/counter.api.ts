import {
  COUNTER_PASS_HEADER,
  type CreateCounterInviteRequest,
  counterInviteSchema,
  type LapCounterRoster,
  lapCounterRosterSchema,
  lapReviewSchema,
  type PublishCountsRequest,
  publishCountsResponseSchema,
  redeemCounterInviteResponseSchema,
  type SyncLapScansRequest,
  syncLapScansResponseSchema,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AppError } from '../../api/app-error';
import { apiRequest, requestHeaders, toAppError } from '../../api/client';

/** A call that may carry the volunteer's pass; a network failure is an AppError with status 0. */
async function counterCall<T>(
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  { pass, body }: { pass: string | null; body?: unknown },
): Promise<T> {
  const headers = requestHeaders(body);
  if (pass) headers.set(COUNTER_PASS_HEADER, pass);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (cause) {
    throw new AppError(0, messages.unexpectedError, {}, { cause });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toAppError(response.status, payload);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new AppError(response.status, messages.unexpectedError);
  return parsed.data;
}

export const fetchRoster = (eventCode: string, pass: string | null): Promise<LapCounterRoster> =>
  counterCall('GET', `/api/LapCounter/Roster/${encodeURIComponent(eventCode)}`, lapCounterRosterSchema, {
    pass,
  });

export const sendScans = (body: SyncLapScansRequest, pass: string | null) =>
  counterCall('POST', '/api/LapCounter/Sync', syncLapScansResponseSchema, { pass, body });

export const redeemInvite = (eventCode: string, invite: string) =>
  apiRequest('POST', '/api/LapCounter/Redeem', {
    body: { EventCode: eventCode, Invite: invite },
    schema: redeemCounterInviteResponseSchema,
  });

export function useCreateInvite() {
  return useMutation({
    mutationFn: (body: CreateCounterInviteRequest) =>
      apiRequest('POST', '/api/LapCounter/Invite', { body, schema: counterInviteSchema }),
    meta: { showsOwnErrors: true },
  });
}

export function useLapReview(eventId: string) {
  return useQuery({
    queryKey: ['lap-review', eventId],
    queryFn: () => apiRequest('GET', `/api/LapCounter/Review/${eventId}`, { schema: lapReviewSchema }),
  });
}

export function usePublishCounts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishCountsRequest) =>
      apiRequest('POST', '/api/LapCounter/Publish', { body, schema: publishCountsResponseSchema }),
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
    mutationFn: (body: { EventId: string; GuardSeconds: number }) =>
      apiRequest('POST', '/api/LapCounter/Guard', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['lap-review'] }),
  });
}
