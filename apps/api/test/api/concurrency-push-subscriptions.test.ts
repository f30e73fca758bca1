import { PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from '@cj/shared/push';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/push';
import { signupAccount } from '../accounts-helpers';
import { browserKeys } from '../push-crypto';
import { PUSH_TEST_ENV } from '../push-service';
import { useTestApp } from '../test-app';

/**
 * Simultaneous subscribes of one account's browsers, on PostgreSQL only (vitest.config.ts leaves this file out of
 * the PGlite run, a single connection where nothing races).
 */

const t = useTestApp({ env: PUSH_TEST_ENV });

describe('concurrent push subscriptions', () => {
  it(`keep an account at ${PUSH_SUBSCRIPTIONS_PER_ACCOUNT} browsers when more subscribe at once`, async () => {
    const player = await signupAccount(t.app);
    const responses = await Promise.all(
      Array.from({ length: PUSH_SUBSCRIPTIONS_PER_ACCOUNT + 10 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: player.headers,
          payload: {
            endpoint: `https://8.8.8.8/push/${player.id}-${index}`,
            expirationTime: null,
            keys: browserKeys().keys,
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    const stored = await t.database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.accountId, player.id));
    expect(stored).toHaveLength(PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
  });

  it('give a new endpoint subscribed by several accounts at once to one of them; the others get 409', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => signupAccount(t.app)));
    const endpoint = `https://8.8.8.8/push/contested-${players[0]!.id}`;
    const responses = await Promise.all(
      players.map((player) =>
        t.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: player.headers,
          payload: { endpoint, expirationTime: null, keys: browserKeys().keys },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const stored = await t.database.db
      .select({ accountId: pushSubscriptions.accountId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(stored).toEqual([{ accountId: players[statuses.indexOf(201)]!.id }]);
  });
});
