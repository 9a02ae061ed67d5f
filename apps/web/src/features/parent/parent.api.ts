import {
  type AddChildRequest,
  childPledgesSchema,
  childQrSchema,
  participantItemSchema,
  participantListSchema,
  type UpdateChildRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { useSessionContext } from '../auth/session-context';

/** The signed-in parent's participants; the server serves a parent only their own. */
export function useMyParticipants() {
  const session = useSessionContext().data;
  const parentId = session?.ParentId ?? null;
  const userId = session?.UserId ?? null;
  return useQuery({
    queryKey: ['participants-of-parent', parentId, userId],
    queryFn: () =>
      apiRequest(
        'GET',
        `/api/Parent/GetParticipantsByParent/${encodeURIComponent(parentId ?? '')}/${encodeURIComponent(userId ?? '')}`,
        { schema: participantListSchema },
      ),
    enabled: parentId !== null && userId !== null,
  });
}

/** After a change the parent's children are read again. */
function useRefreshChildren() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['participants-of-parent'] });
}

export function useAddChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (request: AddChildRequest) =>
      apiRequest('POST', '/api/Parent/AddParticipant', { body: request, schema: participantItemSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (request: UpdateChildRequest) =>
      apiRequest('POST', '/api/Parent/UpdateParticipant', { body: request, schema: participantItemSchema }),
    onSuccess: refresh,
  });
}

export function useChildQr(participantId: string) {
  return useQuery({
    queryKey: ['child-qr', participantId],
    queryFn: () => apiRequest('GET', `/api/Parent/GetQr/${participantId}`, { schema: childQrSchema }),
  });
}

export function useChildPledges() {
  return useQuery({
    queryKey: ['child-pledges'],
    queryFn: () => apiRequest('GET', '/api/Parent/GetPledges', { schema: childPledgesSchema }),
  });
}
