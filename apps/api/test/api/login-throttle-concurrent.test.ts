import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { describe, expect, it } from 'vitest';
import { signupAccount } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp({
  rateLimits: {
    enabled: true,
    loginPerIp: 1000,
    loginFailuresPerAccountAndIp: 10,
    loginFailuresPerIp: 30,
    delay: async () => {},
  },
});

describe('login protection under parallel guesses (counters in this process)', () => {
  it('lets exactly 10 of 40 parallel wrong passwords reach the password check and refuses the other 30', async () => {
    const player = await signupAccount(t.app);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/account/login',
          remoteAddress: '10.30.0.1',
          payload: { email: player.email, password: 'not-the-password' },
        }),
      ),
    );
    const messages = responses.map((response) => `${response.statusCode} ${response.json().message}`);
    expect(messages.filter((m) => m === `400 ${ACCOUNT_MESSAGES.invalidCredentials}`)).toHaveLength(10);
    expect(messages.filter((m) => m === `429 ${GENERIC_MESSAGES.rateLimited}`)).toHaveLength(30);
    // Only the pair is refused: the right password from another address still logs in.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress: '10.30.0.2',
      payload: { email: player.email, password: player.password },
    });
    expect(owner.statusCode).toBe(206);
  });
});
