import type { z } from 'zod';
import {
  API_BASE,
  ApiClientError,
  endSessionAfterUnauthorized,
  errorFromBody,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './api-client';
import { getSessionToken } from './session';

export interface UploadOptions<T> {
  schema: z.ZodType<T>;
  /** POST unless the call replaces something (PUT). */
  method?: 'POST' | 'PUT';
  /** The share of the body sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends a multipart form (a race card, a sponsor logo, an ad) and reports upload progress, which fetch cannot: hence
 * XMLHttpRequest. Errors, and a 401 ending the session, behave as with `api` (lib/api-client.ts).
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  { schema, method = 'POST', onProgress, signal }: UploadOptions<T>,
) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = getSessionToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiClientError(0, NETWORK_ERROR_MESSAGE));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const error = errorFromBody(request.status, body, request.statusText);
        if (request.status === 401) endSessionAfterUnauthorized(error);
        reject(error);
        return;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiClientError(request.status, UNEXPECTED_RESPONSE_MESSAGE));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
