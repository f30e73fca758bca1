import { describe, expect, it } from 'vitest';
import {
  buildSessionCookie,
  clearSessionToken,
  getSessionToken,
  renewSessionToken,
  SESSION_MAX_AGE_SECONDS,
  setSessionToken,
  tokenFromAuthorizationHeader,
} from './session';

describe('session cookie', () => {
  it('is named itmt, lasts two weeks on path / and is SameSite=Strict', () => {
    const cookie = buildSessionCookie('abc', false);
    expect(cookie).toBe(`itmt=abc; Max-Age=${14 * 24 * 60 * 60}; Path=/; SameSite=Strict`);
    expect(SESSION_MAX_AGE_SECONDS).toBe(1_209_600);
  });

  it('is Secure when the site is served over https', () => {
    expect(buildSessionCookie('abc', true)).toContain('; Secure');
  });

  it('is set, read back, renewed and cleared', () => {
    expect(getSessionToken()).toBeNull();
    setSessionToken('token.with/odd=chars');
    expect(document.cookie).toContain('itmt=');
    expect(getSessionToken()).toBe('token.with/odd=chars');
    renewSessionToken();
    expect(getSessionToken()).toBe('token.with/odd=chars');
    clearSessionToken();
    expect(getSessionToken()).toBeNull();
    expect(document.cookie).not.toContain('itmt=');
  });

  it('ignores other cookies with similar names', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up.
    document.cookie = 'xitmt=nope; Path=/';
    expect(getSessionToken()).toBeNull();
  });
});

describe('tokenFromAuthorizationHeader', () => {
  it('reads a Bearer token', () => {
    expect(tokenFromAuthorizationHeader(new Headers({ Authorization: 'Bearer abc.def' }))).toBe('abc.def');
    expect(tokenFromAuthorizationHeader(new Headers({ Authorization: 'bearer abc' }))).toBe('abc');
  });

  it('answers null without one', () => {
    expect(tokenFromAuthorizationHeader(new Headers())).toBeNull();
    expect(tokenFromAuthorizationHeader(new Headers({ Authorization: 'Basic abc' }))).toBeNull();
  });
});
