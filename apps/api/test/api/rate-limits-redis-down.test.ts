import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { describe, expect, it } from 'vitest';
import { signupAccount, uniqueEmail } from '../accounts-helpers';
import { useTestApp } from '../test-app';

// Nothing listens on port 1: every Redis command fails, and the limits count in this process instead.
const t = useTestApp({
  env: { REDIS_URL: 'redis://127.0.0.1:1' },
  rateLimits: {
    enabled: true,
    signupPerIp: 2,
    loginFailuresPerAccountAndIp: 2,
    resetPerEmail: 1,
    resetCodePerIp: 1,
    delay: async () => {},
  },
});

const from = (ip: string) => ({ remoteAddress: ip });

describe('rate limits while Redis is down', () => {
  it('signup answers normally, and its limit still applies in this process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const password = 'correct horse battery';
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/account/signup',
        ...from('10.30.0.1'),
        payload: {
          firstName: 'R',
          lastName: 'D',
          email: uniqueEmail('down'),
          password,
          confirmPassword: password,
          rulesAccepted: true,
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([206, 206, 429]);
  });

  it('login answers normally, and its failure limit still applies', async () => {
    const player = await signupAccount(t.app);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        ...from('10.30.0.2'),
        payload: { email: player.email, password },
      });
    expect((await login(player.password)).statusCode).toBe(206);
    expect((await login('wrong-password')).statusCode).toBe(400);
    expect((await login('wrong-password')).statusCode).toBe(400);
    const limited = await login(player.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(GENERIC_MESSAGES.rateLimited);
  });

  it('password reset answers normally, and its limits still apply', async () => {
    const player = await signupAccount(t.app);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password-reset',
        ...from('10.30.0.3'),
        payload: { email: player.email },
      });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(429);
    const submit = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/password-reset',
        ...from('10.30.0.3'),
        payload: { code: 'guessed', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
      });
    expect((await submit()).statusCode).toBe(400);
    expect((await submit()).statusCode).toBe(429);
  });
});
