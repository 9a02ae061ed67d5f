import {
  type AddChildRequest,
  type ClaimChildRequest,
  type CorrectChildRequest,
  parentAddParticipantRoute,
  parentChildDataCsvRoute,
  parentChildDataRoute,
  parentClaimParticipantRoute,
  parentCorrectChildRoute,
  parentDeleteChildRoute,
  parentGetParticipantsByParentRoute,
  parentGetPledgesRoute,
  parentGetQrRoute,
  parentUpdateParticipantRoute,
  parentUploadChildPhotoRoute,
  pathOf,
  type UpdateChildRequest,
} from '@pledgethon/contracts';
import type { ConsentLanguage } from '@pledgethon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, requestHeaders } from '../../api/client';
import { useSessionContext } from '../auth/session-context';

/** The signed-in parent's participants; the server serves a parent only their own. */
export function useMyParticipants() {
  const session = useSessionContext().data;
  const parentId = session?.ParentId ?? null;
  const userId = session?.UserId ?? null;
  return useQuery({
    queryKey: ['participants-of-parent', parentId, userId],
    queryFn: () =>
      callApi(parentGetParticipantsByParentRoute, {
        params: { parentId: parentId ?? '', userId: userId ?? '' },
      }),
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
    mutationFn: (request: AddChildRequest) => callApi(parentAddParticipantRoute, { body: request }),
    onSuccess: refresh,
  });
}

export function useClaimChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (request: ClaimChildRequest) => callApi(parentClaimParticipantRoute, { body: request }),
    onSuccess: refresh,
  });
}

export function useUpdateChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (request: UpdateChildRequest) => callApi(parentUpdateParticipantRoute, { body: request }),
    onSuccess: refresh,
  });
}

/** The language the consent texts are shown in: Spanish for a Spanish page, else English. */
export const consentLanguage = (language: string): ConsentLanguage =>
  language.startsWith('es') ? 'es' : 'en';

export function useUploadChildPhoto(participantId: string) {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('ParticipantId', participantId);
      form.append('file', file, file.name);
      return callApi(parentUploadChildPhotoRoute, { body: form });
    },
    onSuccess: refresh,
  });
}

export function useChildQr(participantId: string) {
  return useQuery({
    queryKey: ['child-qr', participantId],
    queryFn: () => callApi(parentGetQrRoute, { params: { participantId } }),
  });
}

export function useChildPledges() {
  return useQuery({
    queryKey: ['child-pledges'],
    queryFn: () => callApi(parentGetPledgesRoute),
  });
}

/** Where a parent enters a pledge for a donor to one of their children (their pages are all they see). */
export const parentPledgeEntryPath = (eventCode: string, participantId: string) =>
  `/parent/mypledges?pledge=${encodeURIComponent(eventCode)}&participant=${encodeURIComponent(participantId)}`;

export function useChildData(participantId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['child-data', participantId],
    queryFn: () => callApi(parentChildDataRoute, { params: { participantId } }),
    enabled,
  });
}

export function useCorrectChild() {
  const refresh = useRefreshChildren();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CorrectChildRequest) => callApi(parentCorrectChildRoute, { body: request }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['child-data'] });
      await refresh();
    },
  });
}

export function useDeleteChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (participantId: string) =>
      callApi(parentDeleteChildRoute, { body: { ParticipantId: participantId } }),
    onSuccess: refresh,
  });
}

/** Saves what the signed-in parent may download (the session rides in headers, so no plain link works). */
export async function downloadChildCsv(participantId: string) {
  const response = await fetch(pathOf(parentChildDataCsvRoute, { participantId }), {
    headers: requestHeaders(undefined),
  });
  if (!response.ok) throw new Error(String(response.status));
  saveBlob(await response.blob(), `child-data-${participantId}.csv`);
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
