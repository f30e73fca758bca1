import { ApiErrorSchema } from '@cj/shared/errors';

/**
 * The error answers of a route's schema, each in the API's error shape: `errorResponses(401, 403)` is
 * `{ 401: ApiErrorSchema, 403: ApiErrorSchema }`, to spread into `response`.
 */
export function errorResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof ApiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorSchema])) as Record<
    Code,
    typeof ApiErrorSchema
  >;
}
