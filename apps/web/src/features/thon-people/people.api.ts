import {
  type AcceptInvitationRequest,
  acceptInvitationResponseSchema,
  invitationSchema,
  inviteResponseSchema,
  organizerSchema,
  type ThonInviteRequest,
  teamChangeResponseSchema,
  type UpdateOrganizerRequest,
  updateOrganizerResponseSchema,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

function useRefreshThon() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['thon-people'] });
}

export function useCreateTeam() {
  const refresh = useRefreshThon();
  return useMutation({
    mutationFn: (body: { EventId: string; Name: string }) =>
      apiRequest('POST', '/api/ThonTeams/Create', { body, schema: teamChangeResponseSchema }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useRenameTeam() {
  const refresh = useRefreshThon();
  return useMutation({
    mutationFn: (body: { TeamId: string; Name: string }) =>
      apiRequest('POST', '/api/ThonTeams/Rename', { body, schema: teamChangeResponseSchema }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useInvitePerson() {
  const refresh = useRefreshThon();
  return useMutation({
    mutationFn: (body: ThonInviteRequest) =>
      apiRequest('POST', '/api/ThonPeople/Invite', { body, schema: inviteResponseSchema }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useOrganizer(eventId: string) {
  return useQuery({
    queryKey: ['thon-organizer', eventId],
    queryFn: () => apiRequest('GET', `/api/ThonPeople/Organizer/${eventId}`, { schema: organizerSchema }),
  });
}

export function useUpdateOrganizer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizerRequest) =>
      apiRequest('POST', '/api/ThonPeople/UpdateOrganizer', { body, schema: updateOrganizerResponseSchema }),
    meta: { showsOwnErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['thon-organizer'] }),
  });
}

/** What the invitation link offers; refetched after a sign-in, which changes whose session it is. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () =>
      apiRequest('POST', '/api/Invitations/Describe', { body: { Token: token }, schema: invitationSchema }),
    enabled: token !== '',
    retry: false,
    meta: { showsOwnErrors: true },
  });
}

export function acceptInvitation(body: AcceptInvitationRequest) {
  return apiRequest('POST', '/api/Invitations/Accept', { body, schema: acceptInvitationResponseSchema });
}
