import {
  type IsTeacherResponse,
  isTeacherResponseSchema,
  type ParticipantItem,
  participantListSchema,
} from '@pledgethon/contracts';
import { apiRequest } from '../../api/client';

export function getParticipantsByUserId(userId: string): Promise<ParticipantItem[]> {
  return apiRequest('GET', `/api/participants/GetParticipantsByUserId/${encodeURIComponent(userId)}`, {
    schema: participantListSchema,
  });
}

/** Whether the signed-in user teaches in a Thon, and which; the token must be the caller's own. */
export function isLoggedInUserTeacher(token: string): Promise<IsTeacherResponse> {
  return apiRequest('GET', `/api/participants/IsLoggedInUserIsTeacher/${encodeURIComponent(token)}`, {
    schema: isTeacherResponseSchema,
  });
}
