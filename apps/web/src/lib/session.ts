import { SESSION_COOKIE, SESSION_DAYS } from '@cj/shared/constants';
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The session token lives in the cookie `itmt` (ARCHITECTURE §3): two weeks, path /, SameSite=Strict, Secure on
 * https. The app sends the token as `Authorization: Bearer`; only the contest's live-event stream reads the cookie,
 * since EventSource cannot send headers (docs/decisions/011).
 */
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

export function buildSessionCookie(token: string, secure: boolean): string {
  return stringifySetCookie(SESSION_COOKIE, token, {
    maxAge: SESSION_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'strict',
    secure,
  });
}

function isHttps(): boolean {
  return window.location.protocol === 'https:';
}

/** The session of the browser's cookie; none while the server renders a page (it renders for a visitor). */
export function getSessionToken(): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookie(document.cookie)[SESSION_COOKIE] || null;
}

export function setSessionToken(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support.
  document.cookie = buildSessionCookie(token, isHttps());
}

/** Pushes the expiry two weeks ahead again; called after each successful GET /account. */
export function renewSessionToken(): void {
  const token = getSessionToken();
  if (token) setSessionToken(token);
}

export function clearSessionToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support.
  document.cookie = stringifySetCookie(SESSION_COOKIE, '', {
    maxAge: 0,
    path: '/',
    sameSite: 'strict',
    secure: isHttps(),
  });
}

/** Reads the token from a response's `Authorization: Bearer <token>` header. */
export function tokenFromAuthorizationHeader(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get('Authorization')?.trim() ?? '');
  return match?.[1] ?? null;
}
