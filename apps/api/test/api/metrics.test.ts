import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MetricsServer, startMetricsServer } from '../../src/lib/metrics/metrics-server';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace, placePlay, settleRace } from '../race-fixtures';
import { SseReader } from '../sse-reader';
import { createTestApp, useTestApp } from '../test-app';

// METRICS_PORT set: the app keeps Prometheus metrics, served on a listener of their own (one stream per IP here,
// so a second one is rate limited).
const t = useTestApp({ env: { METRICS_PORT: '0' }, eventStream: { maxPerIp: 1 } });
let metrics: MetricsServer;
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  metrics = await startMetricsServer(t.app.ctx.metrics.registry, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await metrics?.close();
});

async function scrape(address = metrics.address) {
  const response = await fetch(`${address}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one sample, by its name and labels as Prometheus prints them; undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('Prometheus metrics', () => {
  it('include the process defaults', async () => {
    const text = await scrape();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('time requests by route pattern, method and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/contest/no-such-contest' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route/12345' });
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        '{route="/api/contest/:id",method="GET",status="404"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', '{route="unmatched",method="GET",status="404"}'),
    ).toBe(1);
    expect(text).not.toContain('no-such-contest');
    expect(text).not.toContain('12345');
  });

  it('count plays placed and refused, and time finalizes', async () => {
    const db = t.database.db;
    const contest = await insertContest(db);
    const { race, runners } = await insertRace(db);
    const contestRace = await addRaceToContest(db, contest.id, race.id);
    const player = await signupAccount(t.app);
    await insertPlayer(db, contest.id, player.id, {
      bankrollCents: 10_000,
      leaderboardBankrollCents: 10_000,
    });
    const before = await scrape();
    const placed = await placePlay(t.app, player.headers, contestRace.id, {
      runners: [runners[0]!.id],
      amount: 5,
    });
    expect(placed.statusCode).toBe(201);
    const refused = await placePlay(t.app, player.headers, contestRace.id, {
      runners: [runners[0]!.id],
      amount: 5_000,
    });
    expect(refused.statusCode).toBe(400);
    const admin = await signupAdministrator(t.app, db);
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[0]!.id, payoff: 4.2 }]);

    const after = await scrape();
    const delta = (name: string, labels = '') =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(delta('cj_plays_total', '{result="placed"}')).toBe(1);
    expect(delta('cj_plays_total', '{result="refused"}')).toBe(1);
    expect(delta('cj_finalize_duration_seconds_count')).toBe(1);
    expect(sample(after, 'cj_finalize_duration_seconds_sum')).toBeGreaterThan(0);
  });

  it('gauge the e-mail outbox by status, read at each scrape', async () => {
    const player = await signupAccount(t.app);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { email: player.email },
      headers: { host: 'cj.test' },
    });
    expect(requested.statusCode).toBe(202);
    const text = await scrape();
    expect(sample(text, 'cj_email_outbox_messages', '{status="sent"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cj_email_outbox_messages', '{status="failed"}')).toBe(0);
  });

  it('gauge open live-event streams and count rate-limited answers', async () => {
    const contest = await insertContest(t.database.db);
    const url = `${base}/api/contest/${contest.slug}/events`;
    const stream = await SseReader.open(url);
    expect(stream.status).toBe(200);
    const refused = await SseReader.open(url);
    expect(refused.status).toBe(429);
    await refused.text();
    const text = await scrape();
    expect(sample(text, 'cj_live_streams')).toBe(1);
    expect(sample(text, 'cj_rate_limited_total')).toBe(1);
    stream.close();
  });

  it('count events published and delivered, and streams cut by reason', async () => {
    await vi.waitFor(() => expect(t.app.ctx.events.listenerCount()).toBe(0));
    const contest = await insertContest(t.database.db);
    const viewer = await signupAccount(t.app);
    const stream = await SseReader.open(`${base}/api/contest/${contest.slug}/events`, viewer.headers);
    expect(stream.status).toBe(200);
    const before = await scrape();
    await t.app.ctx.events.publish({ type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: contest.id });
    expect((await stream.nextEvent())?.event).toBe(CONTEST_EVENT_TYPES.leaderboardChanged);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: viewer.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect(await stream.untilEnd()).toBe(true);
    const after = await scrape();
    const delta = (name: string, labels = '') =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    // Without Redis every message is delivered in this process: the event, then the logout's sessions-ended notice.
    expect(delta('cj_events_published_total', '{via="local"}')).toBe(2);
    expect(sample(after, 'cj_events_published_total', '{via="redis"}')).toBe(0);
    // The stream heard the event; the notice went to the streams and the session cache.
    expect(delta('cj_events_delivered_total')).toBeGreaterThanOrEqual(2);
    expect(delta('cj_live_streams_cut_total', '{reason="session-ended"}')).toBe(1);
    expect(sample(after, 'cj_live_streams_cut_total', '{reason="link-lost"}')).toBe(0);
  });

  it('gauge the push outbox backlog and the database pool (PostgreSQL only), and no Redis link without Redis', async () => {
    const text = await scrape();
    expect(sample(text, 'cj_push_outbox_pending')).toBe(0);
    expect(text).not.toContain('cj_redis_link_up{');
    if (t.app.ctx.databaseKind === 'postgres') {
      expect(sample(text, 'cj_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
      const inUse = sample(text, 'cj_db_pool_connections', '{state="in_use"}') ?? -1;
      const idle = sample(text, 'cj_db_pool_connections', '{state="idle"}') ?? -1;
      expect(inUse).toBeGreaterThanOrEqual(0);
      expect(idle).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'cj_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('cj_db_pool_');
    }
  });

  it('are not served on the public port, and the metrics port serves nothing else', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${metrics.address}/api/health`)).status).toBe(404);
    expect((await fetch(`${metrics.address}/metrics`, { method: 'POST' })).status).toBe(405);
  });
});

describe('Prometheus metrics with the database down', () => {
  it('still answer, without the outbox gauge', async () => {
    const own = await createTestApp({ env: { METRICS_PORT: '0' } });
    const server = await startMetricsServer(own.app.ctx.metrics.registry, { host: '127.0.0.1', port: 0 });
    try {
      await own.database.close();
      const text = await scrape(server.address);
      expect(text).toContain('cj_live_streams 0');
      expect(sample(text, 'cj_email_outbox_messages', '{status="sent"}')).toBeUndefined();
    } finally {
      await server.close();
      await own.app.close();
    }
  });
});
