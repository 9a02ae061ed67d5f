import { participantListSchema } from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
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
