import type { ApiError } from '@cj/shared/errors';
import type { z } from 'zod';
import { noteServerDate } from './server-clock';
import { clearSessionToken, getSessionToken } from './session';
import { noteSessionEnded } from './session-notice';

export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE =
  'Unable to reach the server. Please check your connection and try again.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again later.';

/** Every failed call becomes this error: the HTTP status (0 when the server could not be reached) and its message. */
export class ApiClientError extends Error {
  readonly status: number;
  /** The HTTP reason phrase the API sent ('Bad Request', 'Unauthorized'...), when it sent one. */
  readonly error: string | undefined;

  constructor(status: number, message: string, error?: string) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.error = error;
  }
}

export function isApiClientError(error: unknown, status?: number): error is ApiClientError {
  return error instanceof ApiClientError && (status === undefined || error.status === status);
}

/** The message to show for any error a call or a render may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiClientError) return error.message;
  return 'Something went wrong. Please try again.';
}

type RequestFetch = (path: string, init?: RequestInit) => Promise<Response>;
let requestFetch: (() => RequestFetch | undefined) | undefined;

/**
 * On the server that renders the pages: where the calls of the request being rendered go (app/prefetch.server.ts),
 * instead of the network.
 */
export function setRequestFetch(ofRequest: () => RequestFetch | undefined): void {
  requestFetch = ofRequest;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * What to do after a 401 has cleared the session: the app registers a handler that sends the browser to
 * /login?redirect=<current path and query>. Returns a function that unregisters it.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/**
 * A call answered 401: the session is over, so drop the cookie and let the app send the browser to /login, which
 * says why (the 401's message: the session expired, the account is locked).
 */
export function endSessionAfterUnauthorized(reason: ApiClientError): void {
  clearSessionToken();
  noteSessionEnded(reason.message);
  unauthorizedHandler?.();
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Parses (and so checks) the response body. Without it the body is returned as it came. */
  schema?: z.ZodType<T>;
  /** Query string values; undefined ones are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * Whether a 401 ends the session and sends the browser to /login (default true). Login and signup answer 401
   * about the credentials just typed, and GET /account answers 401 for a visitor whose session expired; those
   * calls handle it themselves.
   */
  redirectOnUnauthorized?: boolean;
  /**
   * Sent as the Idempotency-Key header (decision 056): made once per attempt of a write (a play, an enrollment, a
   * chat message), so that a retry of that attempt is answered with the first answer instead of writing twice.
   */
  idempotencyKey?: string;
  /**
   * How many times the request is sent again, with the same key, when no answer came back (the fetch failed: the
   * connection dropped, the instance went away). Only with an idempotencyKey: without one a retried write could be
   * written twice.
   */
  retriesWithoutAnswer?: number;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

function buildUrl(path: string, params: RequestOptions<unknown>['params']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Whether a body has the shape of every API error (shared ApiErrorSchema). Checked by hand: this module is in every
 * page's first load, and zod is not (decision 021).
 */
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const error = body as Partial<Record<keyof ApiError, unknown>>;
  return (
    Number.isInteger(error.statusCode) && typeof error.error === 'string' && typeof error.message === 'string'
  );
}

/** The error a failed response's body describes (also used by uploads, lib/api-upload.ts). */
export function errorFromBody(status: number, body: unknown, statusText: string): ApiClientError {
  if (isApiError(body)) return new ApiClientError(status, body.message, body.error);
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : status >= 500
        ? 'Something went wrong on our side. Please try again later.'
        : `Request failed (${status}${statusText ? ` ${statusText}` : ''}).`;
  return new ApiClientError(status, message, statusText || undefined);
}

/** Calls the API and returns the body with the status and headers (signup and login need both). */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<ApiResponse<T>> {
  const {
    method = 'GET',
    body,
    schema,
    params,
    signal,
    redirectOnUnauthorized = true,
    idempotencyKey,
    retriesWithoutAnswer = 0,
  } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (idempotencyKey !== undefined) headers.set('Idempotency-Key', idempotencyKey);

  let response: Response | undefined;
  let sentAt = Date.now();
  const retries = idempotencyKey === undefined ? 0 : retriesWithoutAnswer;
  for (let attempt = 0; response === undefined; attempt++) {
    sentAt = Date.now();
    try {
      response = await (requestFetch?.() ?? fetch)(buildUrl(path, params), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      if (attempt >= retries) throw new ApiClientError(0, NETWORK_ERROR_MESSAGE);
    }
  }
  // Every answer, a refusal too, tells the server's time: races close at post time on that clock.
  noteServerDate(response.headers.get('Date'), sentAt, Date.now());

  const payload = await readBody(response);
  if (!response.ok) {
    const error = errorFromBody(response.status, payload, response.statusText);
    if (response.status === 401 && redirectOnUnauthorized) endSessionAfterUnauthorized(error);
    throw error;
  }

  if (!schema) return { data: payload as T, status: response.status, headers: response.headers };
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiClientError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  return { data: parsed.data, status: response.status, headers: response.headers };
}

type ShortOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

/** The usual calls, answering only the body. */
export const api = {
  get: async <T = unknown>(path: string, options?: ShortOptions<T>) =>
    (await apiRequest<T>(path, { ...options, method: 'GET' })).data,
  post: async <T = unknown>(path: string, body?: unknown, options?: ShortOptions<T>) =>
    (await apiRequest<T>(path, { ...options, method: 'POST', body })).data,
  put: async <T = unknown>(path: string, body?: unknown, options?: ShortOptions<T>) =>
    (await apiRequest<T>(path, { ...options, method: 'PUT', body })).data,
  delete: async <T = unknown>(path: string, options?: ShortOptions<T>) =>
    (await apiRequest<T>(path, { ...options, method: 'DELETE' })).data,
};
