import { type ParticipantItem, participantListSchema } from '@pledgethon/contracts';
import { apiRequest } from '../../api/client';

export function getParticipantsByUserId(userId: string): Promise<ParticipantItem[]> {
  return apiRequest('GET', `/api/participants/GetParticipantsByUserId/${encodeURIComponent(userId)}`, {
    schema: participantListSchema,
  });
}
