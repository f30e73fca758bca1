import { isPasswordProblemMessage } from '@cj/shared/accounts';
import { isApiClientError } from './api-client';

/** The server refused the new password (too common, personal, blank): a message for the Password field. */
export function passwordProblemOf(error: unknown): string | null {
  return isApiClientError(error, 400) && isPasswordProblemMessage(error.message) ? error.message : null;
}
