import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { describe, expect, it } from 'vitest';
import { signupAccount } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp({
  rateLimits: {
    enabled: true,
    signupPerIp: 3,
    loginPerIp: 6,
    resetPerIp: 4,
    resetPerEmail: 1,
    resetCodePerIp: 3,
  },
});

const from = (ip: string) => ({ remoteAddress: ip });

describe('rate limits', () => {
  it('limits signups per IP address with a clear 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/account/signup',
        ...from('10.0.0.1'),
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: `limit${i}.${Date.now()}@example.com`,
          password: 'correct horse battery',
          confirmPassword: 'correct horse battery',
          rulesAccepted: true,
        },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(GENERIC_MESSAGES.rateLimited);
    }
    expect(statuses).toEqual([206, 206, 206, 429]);
  });

  it('limits logins per address, whatever the e-mail', async () => {
    const attempt = (ip: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        ...from(ip),
        payload: { email, password: 'wrong-password' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await attempt('10.0.2.1', `someone${i}@example.com`)).statusCode);
    expect(statuses.slice(0, 6).every((status) => status === 400)).toBe(true);
    expect(statuses[6]).toBe(429);
  });

  it('limits reset requests per e-mail', async () => {
    const player = await signupAccount(t.app);
    const ask = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password-reset',
        ...from(ip),
        payload: { email: player.email },
      });
    expect((await ask('10.0.3.1')).statusCode).toBe(202);
    expect((await ask('10.0.3.2')).statusCode).toBe(429);
  });

  it('limits reset-code submissions per address, before any hashing', async () => {
    const submit = (ip: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/password-reset',
        ...from(ip),
        payload: { code: 'guessed-code', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await submit('10.0.4.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await submit('10.0.4.1')).json().message).toBe(GENERIC_MESSAGES.rateLimited);
    expect((await submit('10.0.4.2')).statusCode).toBe(400);
  });
});
