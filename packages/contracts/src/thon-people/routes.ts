import { route } from '../route';
import { connectPayoutsResponseSchema } from '../thons/payout-account';
import {
  childClaimsParamsSchema,
  childClaimsSchema,
  decideChildClaimRequestSchema,
  decideChildClaimResponseSchema,
} from './child-claims';
import {
  createFranchiseeRequestSchema,
  franchiseeInviteRequestSchema,
  franchiseeListSchema,
  franchiseePayoutAccountSchema,
  franchiseeResponseSchema,
} from './franchisees';
import { importReportSchema } from './participant-import';
import {
  duplicatePairsSchema,
  duplicatesParamsSchema,
  mergeParticipantsRequestSchema,
  mergeParticipantsResponseSchema,
} from './participant-merges';
import {
  addParticipantRequestSchema,
  moveParticipantsRequestSchema,
  moveParticipantsResponseSchema,
  participantChangeResponseSchema,
  participantListParamsSchema,
  participantListQuerySchema,
  participantPageSchema,
  removeParticipantRequestSchema,
  thonByCodeParamsSchema,
  thonPeopleOverviewSchema,
  updateParticipantRequestSchema,
} from './participants';
import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  cancelInvitationRequestSchema,
  cancelInvitationResponseSchema,
  createTeamRequestSchema,
  describeInvitationRequestSchema,
  invitationSchema,
  inviteResponseSchema,
  openInvitationListSchema,
  organizerSchema,
  renameTeamRequestSchema,
  teamChangeResponseSchema,
  thonInviteRequestSchema,
  thonParamsSchema,
  updateOrganizerRequestSchema,
  updateOrganizerResponseSchema,
} from './people';

export const thonTeamsCreateRoute = route({
  method: 'POST',
  path: '/api/ThonTeams/Create',
  body: createTeamRequestSchema,
  response: teamChangeResponseSchema,
});

export const thonTeamsRenameRoute = route({
  method: 'POST',
  path: '/api/ThonTeams/Rename',
  body: renameTeamRequestSchema,
  response: teamChangeResponseSchema,
});

export const thonPeopleInviteRoute = route({
  method: 'POST',
  path: '/api/ThonPeople/Invite',
  body: thonInviteRequestSchema,
  response: inviteResponseSchema,
});

export const thonPeopleOrganizerRoute = route({
  method: 'GET',
  path: '/api/ThonPeople/Organizer/:eventId',
  params: thonParamsSchema,
  response: organizerSchema,
});

export const thonPeopleInvitationsRoute = route({
  method: 'GET',
  path: '/api/ThonPeople/Invitations/:eventId',
  params: thonParamsSchema,
  response: openInvitationListSchema,
});

export const thonPeopleCancelInvitationRoute = route({
  method: 'POST',
  path: '/api/ThonPeople/CancelInvitation',
  body: cancelInvitationRequestSchema,
  response: cancelInvitationResponseSchema,
});

export const thonPeopleUpdateOrganizerRoute = route({
  method: 'POST',
  path: '/api/ThonPeople/UpdateOrganizer',
  body: updateOrganizerRequestSchema,
  response: updateOrganizerResponseSchema,
});

export const invitationsDescribeRoute = route({
  method: 'POST',
  path: '/api/Invitations/Describe',
  body: describeInvitationRequestSchema,
  response: invitationSchema,
});

export const invitationsAcceptRoute = route({
  method: 'POST',
  path: '/api/Invitations/Accept',
  body: acceptInvitationRequestSchema,
  response: acceptInvitationResponseSchema,
});

export const franchiseesListRoute = route({
  method: 'GET',
  path: '/api/Franchisees/List',
  response: franchiseeListSchema,
});

export const franchiseesCreateRoute = route({
  method: 'POST',
  path: '/api/Franchisees/Create',
  body: createFranchiseeRequestSchema,
  response: franchiseeResponseSchema,
});

export const franchiseesInviteRoute = route({
  method: 'POST',
  path: '/api/Franchisees/Invite',
  body: franchiseeInviteRequestSchema,
  response: inviteResponseSchema,
});

// The caller's own franchise, from their franchisee user grant: nothing in the request names it.
export const franchiseePayoutAccountRoute = route({
  method: 'GET',
  path: '/api/Franchisee/PayoutAccount',
  response: franchiseePayoutAccountSchema,
});

export const franchiseeConnectPayoutsRoute = route({
  method: 'POST',
  path: '/api/Franchisee/ConnectPayouts',
  response: connectPayoutsResponseSchema,
});

export const franchiseeFinishTestOnboardingRoute = route({
  method: 'POST',
  path: '/api/Franchisee/FinishTestOnboarding',
  response: franchiseePayoutAccountSchema,
});

export const thonParticipantsThonRoute = route({
  method: 'GET',
  path: '/api/ThonParticipants/Thon/:eventCode',
  params: thonByCodeParamsSchema,
  response: thonPeopleOverviewSchema,
});

export const thonParticipantsListRoute = route({
  method: 'GET',
  path: '/api/ThonParticipants/List/:eventId',
  params: participantListParamsSchema,
  query: participantListQuerySchema,
  response: participantPageSchema,
});

export const thonParticipantsAddRoute = route({
  method: 'POST',
  path: '/api/ThonParticipants/Add',
  body: addParticipantRequestSchema,
  response: participantChangeResponseSchema,
});

export const thonParticipantsUpdateRoute = route({
  method: 'POST',
  path: '/api/ThonParticipants/Update',
  body: updateParticipantRequestSchema,
  response: participantChangeResponseSchema,
});

export const thonParticipantsRemoveRoute = route({
  method: 'POST',
  path: '/api/ThonParticipants/Remove',
  body: removeParticipantRequestSchema,
  response: participantChangeResponseSchema,
});

export const thonParticipantsMoveRoute = route({
  method: 'POST',
  path: '/api/ThonParticipants/Move',
  body: moveParticipantsRequestSchema,
  response: moveParticipantsResponseSchema,
});

export const thonParticipantsImportPreviewRoute = route({
  method: 'POST',
  path: '/api/ThonParticipants/ImportPreview',
  response: importReportSchema,
  consumes: ['multipart/form-data'],
});

export const thonParticipantsImportRoute = route({
  method: 'POST',
  path: '/api/ThonParticipants/Import',
  response: importReportSchema,
  consumes: ['multipart/form-data'],
});

export const thonParticipantsClaimsRoute = route({
  method: 'GET',
  path: '/api/ThonParticipants/Claims/:eventId',
  params: childClaimsParamsSchema,
  response: childClaimsSchema,
});

export const thonParticipantsDecideClaimRoute = route({
  method: 'POST',
  path: '/api/ThonParticipants/DecideClaim',
  body: decideChildClaimRequestSchema,
  response: decideChildClaimResponseSchema,
});

export const thonParticipantsDuplicatesRoute = route({
  method: 'GET',
  path: '/api/ThonParticipants/Duplicates/:eventId',
  params: duplicatesParamsSchema,
  response: duplicatePairsSchema,
});

export const thonParticipantsMergeRoute = route({
  method: 'POST',
  path: '/api/ThonParticipants/Merge',
  body: mergeParticipantsRequestSchema,
  response: mergeParticipantsResponseSchema,
});
