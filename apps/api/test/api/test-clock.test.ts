import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_HEADER } from '../../src/plugins/test-clock';
import { signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';

/** The browser stories' test clock (decision 026): a request may ask to be answered as if it were later. */

const HOUR = 3_600_000;

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ env });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

/** A contest whose last race was finalized an hour ago: unofficial for 23 hours more. */
async function concludedContest(t: TestApp) {
  return insertContest(t.database.db, { concludedAt: new Date(t.clock.now.getTime() - HOUR) });
}

const statusOf = async (t: TestApp, slug: string, headers: Record<string, string> = {}) =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/contest/${slug}`, headers })).json() as {
      status: string;
    }
  ).status;

describe('TEST_CLOCK=on', () => {
  it('answers a request that sends an offset as if it were that much later, and only that request', async () => {
    await withApp({ TEST_CLOCK: 'on' }, async (t) => {
      const contest = await concludedContest(t);
      const later = { [TEST_CLOCK_HEADER]: String(24 * HOUR) };
      expect(await statusOf(t, contest.slug)).toBe('unofficial');
      expect(await statusOf(t, contest.slug, later)).toBe('official');
      expect(await statusOf(t, contest.slug)).toBe('unofficial');
      // Notify Winners (a POST) reads the same clock: its refusal is about the audit period no longer.
      const admin = await signupAdministrator(t.app, t.database.db);
      const notify = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/prizes/${contest.slug}/notify`,
          headers: { ...admin.headers, ...headers },
        });
      expect((await notify({})).json()).toMatchObject({ message: /^Results are unofficial until / });
      expect((await notify(later)).json()).toMatchObject({
        message: expect.not.stringMatching(/unofficial/),
      });
    });
  });

  it("moves the answer's Date header by the offset, so the browser's clock follows the request's", async () => {
    await withApp({ TEST_CLOCK: 'on' }, async (t) => {
      const contest = await concludedContest(t);
      const dateOf = async (headers: Record<string, string>) =>
        Date.parse(
          String(
            (await t.app.inject({ method: 'GET', url: `/api/contest/${contest.slug}`, headers })).headers
              .date,
          ),
        );
      const before = Date.now();
      const moved = await dateOf({ [TEST_CLOCK_HEADER]: String(2 * HOUR) });
      // Whole seconds: within the second before the request and the one after it.
      expect(moved).toBeGreaterThanOrEqual(before + 2 * HOUR - 1000);
      expect(moved).toBeLessThanOrEqual(Date.now() + 2 * HOUR);
      expect(await dateOf({})).toBeLessThanOrEqual(Date.now());
    });
  });

  it('ignores an offset that is not a whole number of milliseconds up to a year', async () => {
    await withApp({ TEST_CLOCK: 'on' }, async (t) => {
      const contest = await concludedContest(t);
      for (const value of ['-86400000', '8.64e7', 'tomorrow', String(400 * 24 * HOUR)]) {
        expect(await statusOf(t, contest.slug, { [TEST_CLOCK_HEADER]: value })).toBe('unofficial');
      }
    });
  });
});

describe('TEST_CLOCK off (the default)', () => {
  it('ignores the header', async () => {
    await withApp({}, async (t) => {
      const contest = await concludedContest(t);
      expect(await statusOf(t, contest.slug, { [TEST_CLOCK_HEADER]: String(48 * HOUR) })).toBe('unofficial');
    });
  });
});
