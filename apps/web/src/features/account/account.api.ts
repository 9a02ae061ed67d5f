import {
  type ParticipantItem,
  participantsGetParticipantsByUserIdRoute,
  type SessionContext,
} from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

function getParticipantsByUserId(userId: string): Promise<ParticipantItem[]> {
  return callApi(participantsGetParticipantsByUserIdRoute, { params: { userId } });
}

/** The signed-in participant's own record: the one they signed in as, else their first. */
export function useOwnParticipant(session: SessionContext) {
  const userId = session.UserId;
  const participants = useQuery({
    queryKey: ['participants-of-user', userId],
    queryFn: () => getParticipantsByUserId(userId ?? ''),
    enabled: userId !== null,
  });
  const participant =
    participants.data?.find((item) => item.ParticipantId === session.ParticipantId) ?? participants.data?.[0];
  return { participant, isLoading: participants.isLoading };
}
