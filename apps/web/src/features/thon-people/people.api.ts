import {
  type AcceptInvitationRequest,
  invitationsAcceptRoute,
  invitationsDescribeRoute,
  type ThonInviteRequest,
  thonPeopleCancelInvitationRoute,
  thonPeopleInvitationsRoute,
  thonPeopleInviteRoute,
  thonPeopleOrganizerRoute,
  thonPeopleUpdateOrganizerRoute,
  thonTeamsCreateRoute,
  thonTeamsRenameRoute,
  type UpdateOrganizerRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

function useRefreshThon() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['thon-people'] });
}

export function useCreateTeam() {
  const refresh = useRefreshThon();
  return useMutation({
    mutationFn: (body: { EventId: string; Name: string }) => callApi(thonTeamsCreateRoute, { body }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useRenameTeam() {
  const refresh = useRefreshThon();
  return useMutation({
    mutationFn: (body: { TeamId: string; Name: string }) => callApi(thonTeamsRenameRoute, { body }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useInvitePerson() {
  const refresh = useRefreshThon();
  return useMutation({
    mutationFn: (body: ThonInviteRequest) => callApi(thonPeopleInviteRoute, { body }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

/** Under the Thon's key, so an invitation sent or cancelled shows at once. */
export function useOpenInvitations(eventId: string) {
  return useQuery({
    queryKey: ['thon-people', 'invitations', eventId],
    queryFn: () => callApi(thonPeopleInvitationsRoute, { params: { eventId } }),
  });
}

export function useCancelInvitation() {
  const refresh = useRefreshThon();
  return useMutation({
    mutationFn: (invitationId: string) =>
      callApi(thonPeopleCancelInvitationRoute, { body: { InvitationId: invitationId } }),
    onSuccess: refresh,
  });
}

export function useOrganizer(eventId: string) {
  return useQuery({
    queryKey: ['thon-organizer', eventId],
    queryFn: () => callApi(thonPeopleOrganizerRoute, { params: { eventId } }),
  });
}

export function useUpdateOrganizer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizerRequest) => callApi(thonPeopleUpdateOrganizerRoute, { body }),
    meta: { showsOwnErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['thon-organizer'] }),
  });
}

/** What the invitation link offers; refetched after a sign-in, which changes whose session it is. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => callApi(invitationsDescribeRoute, { body: { Token: token } }),
    enabled: token !== '',
    retry: false,
    meta: { showsOwnErrors: true },
  });
}

export function acceptInvitation(body: AcceptInvitationRequest) {
  return callApi(invitationsAcceptRoute, { body });
}
