import {
  type AddLandingPageRequest,
  type ImageCropRequest,
  imageResultSchema,
  landingPageAvailabilitySchema,
  landingPageMessageSchema,
  landingPagesResponseSchema,
  type UpdateLandingPageRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client';

const LIST_KEY = ['landing-pages'];

export function useLandingPages() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: () =>
      apiRequest('GET', '/api/LandingPage/GetLandingPages', { schema: landingPagesResponseSchema }),
  });
}

/** Whether the address is free for a new page, or for the page `id` (the caller debounces the address). */
export function useUrlAvailability(url: string, id: string | null) {
  return useQuery({
    queryKey: ['landing-page-url', url.toLowerCase(), id],
    queryFn: () =>
      apiRequest(
        'GET',
        id
          ? `/api/LandingPage/IsLandingPageAvailableForUpdate?Id=${id}&Url=${encodeURIComponent(url)}`
          : `/api/LandingPage/IsLandingPageAvailableForAdd/${encodeURIComponent(url)}`,
        { schema: landingPageAvailabilitySchema },
      ),
    enabled: url.length > 0,
    staleTime: 5_000,
  });
}

export function useSaveLandingPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AddLandingPageRequest | UpdateLandingPageRequest) =>
      'Id' in request
        ? apiRequest('POST', '/api/LandingPage/UpdateLandingPage', {
            body: request,
            schema: landingPageMessageSchema,
          })
        : apiRequest('POST', '/api/LandingPage/AddLandingPage', {
            body: request,
            schema: landingPageMessageSchema.extend({ Id: z.uuid() }),
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useDeleteLandingPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('DELETE', `/api/LandingPage/DeleteLandingPage/${id}`, { schema: landingPageMessageSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

/** The image calls' addresses: configurable, as the spec's cropper posts to given URLs. */
export const IMAGE_CALLS = {
  upload: '/LandingPageImage/ImageUpload',
  cropUpload: '/LandingPageImage/ImageCropUpload',
  crop: '/LandingPageImage/ImageCrop',
};

/** Posts one image file (multipart `file`) and answers the stored image. */
export function uploadImage(url: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest('POST', url, { body: form, schema: imageResultSchema });
}

/** Posts the spec's image-crop request as multipart fields. */
export function cropImage(url: string, request: ImageCropRequest) {
  const form = new FormData();
  for (const [name, value] of Object.entries(request)) form.append(name, String(value));
  return apiRequest('POST', url, { body: form, schema: imageResultSchema });
}
