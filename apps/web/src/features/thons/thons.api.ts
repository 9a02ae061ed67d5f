import {
  type CompleteThonRequest,
  type CreateThonRequest,
  type ThonCompletionToConfirm,
  thonCompletionToConfirmSchema,
  thonsCompleteRoute,
  thonsCreateRoute,
  thonsIsEventCodeAvailableRoute,
  thonsSettingsRoute,
  thonsUpdateSettingsRoute,
  type UpdateThonSettingsRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '../../api/app-error';
import { callApi } from '../../api/client';

/** Whether the code is free, asked once the user stops typing (the caller debounces the code). */
export function useEventCodeAvailability(eventCode: string, eventId?: string) {
  return useQuery({
    queryKey: ['event-code-availability', eventCode.toLowerCase(), eventId ?? null],
    queryFn: () =>
      callApi(thonsIsEventCodeAvailableRoute, { params: { eventCode }, query: { EventId: eventId } }),
    enabled: eventCode.length > 0,
    staleTime: 5_000,
  });
}

export function useCreateThon() {
  return useMutation({
    mutationFn: (request: CreateThonRequest) => callApi(thonsCreateRoute, { body: request }),
  });
}

export function useThonSettings(eventCode: string) {
  return useQuery({
    queryKey: ['thon-settings', eventCode.toLowerCase()],
    queryFn: () => callApi(thonsSettingsRoute, { params: { eventCode } }),
  });
}

export function useUpdateThonSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateThonSettingsRequest) => callApi(thonsUpdateSettingsRoute, { body: request }),
    onSuccess: (settings) =>
      client.setQueryData(['thon-settings', settings.Event.EventCode.toLowerCase()], settings),
  });
}

export function useCompleteThon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CompleteThonRequest) => callApi(thonsCompleteRoute, { body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['thon-settings'] }),
  });
}

/** What the server asks to be confirmed before it completes the Thon, when that is why it refused. */
export function completionToConfirm(error: unknown): ThonCompletionToConfirm | null {
  if (!(error instanceof AppError) || error.status !== 409) return null;
  const parsed = thonCompletionToConfirmSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
