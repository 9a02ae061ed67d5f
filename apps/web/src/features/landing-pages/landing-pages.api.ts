import {
  type AddLandingPageRequest,
  type ImageCropRequest,
  landingPageAddLandingPageRoute,
  landingPageDeleteLandingPageRoute,
  landingPageGetLandingPagesRoute,
  landingPageImageImageCropRoute,
  landingPageImageImageCropUploadRoute,
  landingPageImageImageUploadRoute,
  landingPageIsLandingPageAvailableForAddRoute,
  landingPageIsLandingPageAvailableForUpdateRoute,
  landingPageUpdateLandingPageRoute,
  type UpdateLandingPageRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

const LIST_KEY = ['landing-pages'];

export function useLandingPages() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: () => callApi(landingPageGetLandingPagesRoute),
  });
}

/** Whether the address is free for a new page, or for the page `id` (the caller debounces the address). */
export function useUrlAvailability(url: string, id: string | null) {
  return useQuery({
    queryKey: ['landing-page-url', url.toLowerCase(), id],
    queryFn: () =>
      id
        ? callApi(landingPageIsLandingPageAvailableForUpdateRoute, { query: { Id: id, Url: url } })
        : callApi(landingPageIsLandingPageAvailableForAddRoute, { params: { url } }),
    enabled: url.length > 0,
    staleTime: 5_000,
  });
}

export function useSaveLandingPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AddLandingPageRequest | UpdateLandingPageRequest) =>
      'Id' in request
        ? callApi(landingPageUpdateLandingPageRoute, { body: request })
        : callApi(landingPageAddLandingPageRoute, { body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useDeleteLandingPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(landingPageDeleteLandingPageRoute, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

/** The image calls: configurable, as the spec's cropper posts to given URLs. */
export const IMAGE_CALLS = {
  upload: landingPageImageImageUploadRoute,
  cropUpload: landingPageImageImageCropUploadRoute,
  crop: landingPageImageImageCropRoute,
};
type ImageCall = (typeof IMAGE_CALLS)[keyof typeof IMAGE_CALLS];

/** Posts one image file (multipart `file`) and answers the stored image. */
export function uploadImage(call: ImageCall, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(call, { body: form });
}

/** Posts the spec's image-crop request as multipart fields. */
export function cropImage(call: ImageCall, request: ImageCropRequest) {
  const form = new FormData();
  for (const [name, value] of Object.entries(request)) form.append(name, String(value));
  return callApi(call, { body: form });
}
