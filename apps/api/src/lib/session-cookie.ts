import { SESSION_COOKIE } from '@cj/shared/constants';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The session token in the `itmt` cookie of a request, if there is a well-formed one. */
export function sessionCookieToken(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    return TOKEN.test(value) ? value : null;
  }
  return null;
}
