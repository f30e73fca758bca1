import { z } from 'zod';

/** Every error the API sends has this shape (ARCHITECTURE.md §3). */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const GENERIC_MESSAGES = {
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again later.',
  /** 503 with Retry-After: the database cannot be reached for a moment (restart, failover, overload). */
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  invalidBody: 'The request could not be read.',
  invalidCharacters: 'The request contains characters that cannot be stored (such as a NUL byte).',
} as const;
