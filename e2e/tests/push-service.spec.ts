import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { PUSH_TEST_VAPID, startPushTestService } from '../support/push-service';

/**
 * Issue 16's server half in the compiled server, as production runs it: with VAPID keys configured, a player's
 * browser subscription (made through the API with keys the test generates: Chromium's own subscribe needs the real
 * push services) and the scratch alert turned on, an administrator's scratch reaches the local push service at once,
 * VAPID-signed and encrypted. The API tests decrypt and check what it says.
 */
test.describe('push alerts from the server', () => {
  test('a scratch is pushed to the player’s subscribed browser', async ({
    request,
    newContest,
    newRival,
    admin,
  }) => {
    const push = await startPushTestService();
    try {
      const built = await newContest({
        name: 'Saratoga Push Stakes',
        format: ContestFormat.WinBankroll,
        races: [
          {
            maxWagers: 1,
            runners: [
              ['1', 'Night Bell', '5-2'],
              ['2', 'Quiet Storm', '3-1'],
            ],
          },
        ],
      });
      const [race] = built.races;
      if (!race) throw new Error('The contest was built without its race.');
      const player = await newRival(built, { firstName: 'Pia', lastName: 'Push' });
      const headers = { Authorization: `Bearer ${player.token}` };

      const key = await request.get('/api/push/key');
      expect(await key.json()).toEqual({ publicKey: PUSH_TEST_VAPID.VAPID_PUBLIC_KEY });
      const subscription = push.subscriptionJson('pia-phone');
      expect((await request.post('/api/push/subscriptions', { headers, data: subscription })).status()).toBe(
        201,
      );
      const saved = await request.put('/api/push/preferences', {
        headers,
        data: { pickScratched: true, raceClosing: false, raceFinalized: false },
      });
      expect(await saved.json()).toEqual({ pickScratched: true, raceClosing: false, raceFinalized: false });
      await player.play(race.contestRaceId, race.runner('Night Bell').id, 10);

      await admin.scratchRunner(race.runner('Night Bell'));
      await expect.poll(() => push.received.length).toBe(1);
      const [received] = push.received;
      expect(received?.path).toBe('/push/pia-phone');
      expect(received?.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${PUSH_TEST_VAPID.VAPID_PUBLIC_KEY}$`),
      );
      expect(received?.headers['content-encoding']).toBe('aes128gcm');
      expect(received?.headers.urgency).toBe('high');
      expect(Number(received?.headers.ttl)).toBeGreaterThan(0);
      expect(received?.body.length).toBeGreaterThan(100);
    } finally {
      await push.close();
    }
  });
});
