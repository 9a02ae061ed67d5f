import type { Endpoint } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { ZodType } from 'zod';
import { AppError } from '../../api/app-error';
import { requestHeaders, toAppError } from '../../api/client';

/**
 * POSTs a multipart form like apiRequest does, reporting how much of the body has gone out: a large
 * participant list takes long enough to send that the user should see it move. fetch() cannot tell.
 */
export function uploadWithProgress<T>(
  route: Endpoint & { response: ZodType<T> },
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method, route.path);
    requestHeaders(body).forEach((value, name) => {
      request.setRequestHeader(name, value);
    });
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded * 100) / event.total));
    };
    request.onerror = () => reject(new AppError(0, messages.unexpectedError));
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        reject(new AppError(request.status, messages.unexpectedError));
        return;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(toAppError(request.status, payload));
        return;
      }
      const parsed = route.response.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(new AppError(request.status, messages.unexpectedError, {}, { cause: parsed.error }));
    };
    request.send(body);
  });
}
