import { CONTEST_ADMIN_MESSAGES } from '@cj/shared/contest-admin';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict } from '../../lib/http-errors';

/** The only unique column of a contest besides its id is the slug: a clash is 409 'That slug is already in use.' */
export async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONTEST_ADMIN_MESSAGES.slugTaken);
    throw error;
  }
}
