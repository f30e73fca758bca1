import { SESSION_COOKIE, SESSION_DAYS } from '@cj/shared/constants';

/**
 * The session token lives in the cookie `itmt` (ARCHITECTURE §3): two weeks, path /, SameSite=Strict, Secure on
 * https. The app sends the token as `Authorization: Bearer`; only the contest's live-event stream reads the cookie,
 * since EventSource cannot send headers (docs/decisions/011).
 */
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

export function buildSessionCookie(token: string, secure: boolean): string {
  const parts = [
    `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
    `Max-Age=${SESSION_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

function isHttps(): boolean {
  return window.location.protocol === 'https:';
}

/** The session of the browser's cookie; none while the server renders a page (it renders for a visitor). */
export function getSessionToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return value ? decodeURIComponent(value) : null;
    } catch {
      return null;
    }
  }
  return null;
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
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${isHttps() ? '; Secure' : ''}`;
}

/** Reads the token from a response's `Authorization: Bearer <token>` header. */
export function tokenFromAuthorizationHeader(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get('Authorization')?.trim() ?? '');
  return match?.[1] ?? null;
}
