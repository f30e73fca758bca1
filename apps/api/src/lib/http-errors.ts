import { GENERIC_MESSAGES } from '@cj/shared/errors';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a handler throws on purpose: its status and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get error(): string {
    return REASONS[this.statusCode] ?? 'Error';
  }
}

export const reasonPhrase = (statusCode: number) => REASONS[statusCode] ?? 'Error';

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = GENERIC_MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = GENERIC_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = GENERIC_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
