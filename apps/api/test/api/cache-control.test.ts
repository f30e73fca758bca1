import { describe, expect, it } from 'vitest';
import { signupAccount, uniqueEmail } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();

describe('Cache-Control: no-store on authenticated answers', () => {
  it('marks every answer to a request with a valid session, errors included', async () => {
    const player = await signupAccount(t.app);
    for (const url of ['/api/account', '/api/profile', '/api/upcoming/contests', '/api/admin/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url, headers: player.headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('marks the signup and login answers, which carry a session token', async () => {
    const email = uniqueEmail();
    const password = 'correct horse battery';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: {
        firstName: 'Pat',
        lastName: 'Player',
        email,
        password,
        confirmPassword: password,
        rulesAccepted: true,
      },
    });
    expect(signup.statusCode).toBe(206);
    expect(signup.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(206);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('leaves anonymous public answers alone', async () => {
    for (const url of ['/api/upcoming/contests', '/api/featured/contests']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });

  it('does not treat an unknown token as a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/upcoming/contests',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
