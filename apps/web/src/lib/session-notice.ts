/*
 * Why this device's session ended, as the 401 that ended it said ('This account is locked. Please contact
 * support.', 'Your session has expired. Please log in again.'): the login page the player lands on says it.
 */

let notice: string | null = null;

export function noteSessionEnded(message: string): void {
  notice = message;
}

/** The last session end not yet shown. */
export function sessionEndedNotice(): string | null {
  return notice;
}

/** Once the login page has shown it. */
export function clearSessionEndedNotice(): void {
  notice = null;
}
