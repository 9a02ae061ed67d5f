import {
  type CreateThonRequest,
  createThonResponseSchema,
  eventCodeAvailabilityResponseSchema,
  thonMessageResponseSchema,
  thonSettingsSchema,
  type UpdateThonSettingsRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** Whether the code is free, asked once the user stops typing (the caller debounces the code). */
export function useEventCodeAvailability(eventCode: string, eventId?: string) {
  const query = eventId ? `?EventId=${eventId}` : '';
  return useQuery({
    queryKey: ['event-code-availability', eventCode.toLowerCase(), eventId ?? null],
    queryFn: () =>
      apiRequest('GET', `/api/Thons/IsEventCodeAvailable/${encodeURIComponent(eventCode)}${query}`, {
        schema: eventCodeAvailabilityResponseSchema,
      }),
    enabled: eventCode.length > 0,
    staleTime: 5_000,
  });
}

export function useCreateThon() {
  return useMutation({
    mutationFn: (request: CreateThonRequest) =>
      apiRequest('POST', '/api/Thons/Create', { body: request, schema: createThonResponseSchema }),
  });
}

export function useThonSettings(eventCode: string) {
  return useQuery({
    queryKey: ['thon-settings', eventCode.toLowerCase()],
    queryFn: () =>
      apiRequest('GET', `/api/Thons/Settings/${encodeURIComponent(eventCode)}`, {
        schema: thonSettingsSchema,
      }),
  });
}

export function useUpdateThonSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateThonSettingsRequest) =>
      apiRequest('POST', '/api/Thons/UpdateSettings', { body: request, schema: thonSettingsSchema }),
    onSuccess: (settings) =>
      client.setQueryData(['thon-settings', settings.Event.EventCode.toLowerCase()], settings),
  });
}

export function useCompleteThon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      apiRequest('POST', '/api/Thons/Complete', {
        body: { EventId: eventId },
        schema: thonMessageResponseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['thon-settings'] }),
  });
}
