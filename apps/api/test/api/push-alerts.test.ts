import { PushAlertPayloadSchema, type PushPreferences } from '@cj/shared/push';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contestPlayers, wagers } from '../../src/db/schema/contests';
import { pushOutbox, pushPreferences, pushSubscriptions } from '../../src/db/schema/push';
import { runners as runnersTable } from '../../src/db/schema/races';
import { queueRaceClosingAlerts } from '../../src/modules/push/alerts';
import { finalizeRace } from '../../src/modules/results/finalize';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { importedScratchCard } from '../fixtures/race-cards/scratch-card';
import { browserKeys, verifyVapid } from '../push-crypto';
import { PUSH_SERVICE_CA, PUSH_TEST_ENV, type PushRequest, usePushTestService } from '../push-service';
import {
  addRaceToContest,
  addResult,
  insertPlayer,
  insertPlayers,
  insertRace,
  placePlay,
  settleRace,
  updateRace,
} from '../race-fixtures';
import { countingDb } from '../statement-counter';
import { useTestApp } from '../test-app';

/**
 * Push alerts: each alert is queued by what causes it (a scratch, a race about to close, a finalize) for the players
 * who turned it on, and sent by the push outbox to a local HTTPS push service: VAPID-signed, aes128gcm-encrypted to
 * the subscription's keys, with a TTL and an urgency. The tests decrypt what the service received.
 */

const push = usePushTestService();
const t = useTestApp({
  env: PUSH_TEST_ENV,
  allowPrivateAddresses: true,
  pushServiceCa: PUSH_SERVICE_CA,
  pushOutbox: { mode: 'manual' },
});
afterEach(() => {
  t.clock.now = new Date();
});

const ALL_ON: PushPreferences = { pickScratched: true, raceClosing: true, raceFinalized: true };
let sequence = 0;

/** A player whose browser subscribed to the local push service, with the alert switches given. */
async function subscribedPlayer(preferences: Partial<PushPreferences> = ALL_ON) {
  const account = await signupAccount(t.app, { firstName: `Pat${sequence}` });
  const browser = browserKeys();
  const endpoint = push.endpoint(`browser-${sequence++}`);
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: account.headers,
    payload: { endpoint, expirationTime: null, keys: browser.keys },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/push/preferences',
    headers: account.headers,
    payload: { pickScratched: false, raceClosing: false, raceFinalized: false, ...preferences },
  });
  expect(saved.statusCode).toBe(200);
  return { account, browser, endpoint };
}
type Subscribed = Awaited<ReturnType<typeof subscribedPlayer>>;

/** A contest (thoroughbred brand) with one race of six runners, post time `postTime`, and an administrator. */
async function contestRace(options: { postTime?: Date; alternatesEnabled?: boolean } = {}) {
  const db = t.database.db;
  const contest = await insertContest(db, {
    name: 'Belmont Stakes Challenge',
    alternatesEnabled: options.alternatesEnabled ?? false,
  });
  const { race, runners, track } = await insertRace(db, {
    race: { raceNumber: 7, ...(options.postTime ? { postTime: options.postTime } : {}) },
  });
  const contestRaceRow = await addRaceToContest(db, contest.id, race.id, { maxWagers: 3 });
  const admin = await signupAdministrator(t.app, db);
  return { contest, race, runners, track, contestRace: contestRaceRow, admin };
}
type Setup = Awaited<ReturnType<typeof contestRace>>;

async function enter(setup: Setup, player: TestAccount, name: string) {
  return insertPlayer(t.database.db, setup.contest.id, player.id, { name });
}

async function play(setup: Setup, player: TestAccount, runnerIndex: number, alternateIndex?: number) {
  const placed = await placePlay(t.app, player.headers, setup.contestRace.id, {
    amount: 2,
    runners: [setup.runners[runnerIndex]!.id],
    ...(alternateIndex === undefined ? {} : { alternateRunner: setup.runners[alternateIndex]!.id }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id as number;
}

const scratch = (setup: Setup, runnerIndex: number, scratched = true) => {
  const runner = setup.runners[runnerIndex]!;
  return t.app.inject({
    method: 'PUT',
    url: `/api/runners/${runner.id}`,
    headers: setup.admin.headers,
    payload: { programNumber: runner.programNumber ?? '', name: runner.name, morningLine: '5-1', scratched },
  });
};

const queuedFor = (player: Subscribed) =>
  t.database.db
    .select({ kind: pushOutbox.kind, status: pushOutbox.status, dedupeKey: pushOutbox.dedupeKey })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(eq(pushSubscriptions.endpoint, player.endpoint));

/** What the push service received for the player, each decrypted with the browser's keys and checked. */
function alertsOf(player: Subscribed) {
  return push.receivedAt(player.endpoint).map((request) => readAlert(request, player));
}

function readAlert(request: PushRequest, player: Subscribed) {
  const claims = verifyVapid(request.headers.authorization as string, PUSH_TEST_ENV.VAPID_PUBLIC_KEY);
  expect(claims.aud).toBe(new URL(player.endpoint).origin);
  expect(claims.sub).toBe(PUSH_TEST_ENV.VAPID_SUBJECT);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(request.headers['content-encoding']).toBe('aes128gcm');
  expect(request.headers['content-type']).toBe('application/octet-stream');
  const payload = PushAlertPayloadSchema.parse(JSON.parse(player.browser.decrypt(request.body)));
  return { ttl: Number(request.headers.ttl), urgency: request.headers.urgency, ...payload };
}

/** Relative: the service worker opens it on the origin the browser subscribed on. */
const contestRaceUrl = (setup: Setup) => `/contest/${setup.contest.slug}?race=${setup.contestRace.id}`;

describe('the pick-scratched alert', () => {
  it('is queued with the scratch and sent, encrypted, to the player who turned it on; says what the play scores as', async () => {
    const setup = await contestRace({ alternatesEnabled: true });
    const harper = await subscribedPlayer({ pickScratched: true });
    const off = await subscribedPlayer({ pickScratched: false, raceFinalized: true });
    await enter(setup, harper.account, 'Harper H.');
    await enter(setup, off.account, 'Off O.');
    const harperPlay = await play(setup, harper.account, 0, 4);
    await play(setup, off.account, 0);

    expect((await scratch(setup, 0)).statusCode).toBe(200);
    const subscription = await t.database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, harper.endpoint));
    // In the outbox when the call answers: the same transaction wrote it.
    expect(await queuedFor(harper)).toEqual([
      {
        kind: 'pickScratched',
        status: 'pending',
        dedupeKey: `pickScratched:${harperPlay}:${subscription[0]!.id}`,
      },
    ]);
    expect(await queuedFor(off)).toEqual([]);

    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ sent: 1, retried: 0 });
    expect(alertsOf(harper)).toEqual([
      {
        ttl: 3600,
        urgency: 'high',
        title: 'Your pick in Race 7 was scratched',
        body:
          `#1 Runner 1 (Harper H., Race 7 at ${setup.track.name}, Belmont Stakes Challenge) was scratched. ` +
          'Unless you change it, the play will be scored as #5 Runner 5, your alternate.',
        url: contestRaceUrl(setup),
      },
    ]);
    expect(alertsOf(off)).toEqual([]);

    // Unscratched and scratched again: the alert went once.
    expect((await scratch(setup, 0, false)).statusCode).toBe(200);
    expect((await scratch(setup, 0)).statusCode).toBe(200);
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 0 });
    expect(alertsOf(harper)).toHaveLength(1);
  });

  it('says the post-time favorite when the play has no alternate', async () => {
    const setup = await contestRace();
    const bo = await subscribedPlayer({ pickScratched: true });
    await enter(setup, bo.account, 'Bo B.');
    await play(setup, bo.account, 2);
    await scratch(setup, 2);
    await t.app.ctx.pushOutbox.drain();
    expect(alertsOf(bo)[0]?.body).toContain('the play will be scored as the post-time favorite.');
  });
});

describe('the alternate-scratched alert', () => {
  const subscriptionIdOf = async (player: Subscribed) =>
    (
      await t.database.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, player.endpoint))
    )[0]!.id;

  it('goes once more when the alternate a scratched pick was to be scored as is scratched too, to players still switched on', async () => {
    const setup = await contestRace({ alternatesEnabled: true });
    const harper = await subscribedPlayer({ pickScratched: true });
    const lee = await subscribedPlayer({ pickScratched: true });
    await enter(setup, harper.account, 'Harper H.');
    await enter(setup, lee.account, 'Lee L.');
    const harperPlay = await play(setup, harper.account, 0, 4);
    const leePlay = await play(setup, lee.account, 0, 4);
    expect((await scratch(setup, 0)).statusCode).toBe(200);
    // Lee turns the scratch alert off after the pick's alert: the alternate's does not go to Lee.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: lee.account.headers,
      payload: { pickScratched: false, raceClosing: false, raceFinalized: false },
    });
    expect(off.statusCode).toBe(200);

    // The alternate is scratched, unscratched and scratched again: one more alert, not two.
    for (const scratched of [true, false, true]) {
      expect((await scratch(setup, 4, scratched)).statusCode).toBe(200);
    }
    const harperSubscription = await subscriptionIdOf(harper);
    // In the outbox when the call answers: the same transaction wrote it.
    expect((await queuedFor(harper)).map((row) => [row.kind, row.dedupeKey])).toEqual([
      ['pickScratched', `pickScratched:${harperPlay}:${harperSubscription}`],
      ['pickScratched', `alternateScratched:${harperPlay}:${harperSubscription}`],
    ]);
    expect((await queuedFor(lee)).map((row) => row.dedupeKey)).toEqual([
      `pickScratched:${leePlay}:${await subscriptionIdOf(lee)}`,
    ]);

    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ sent: 3, retried: 0 });
    // The outbox sends side by side: the order the alerts arrive in is not theirs.
    const received = alertsOf(harper);
    expect(received.map((alert) => alert.title).sort()).toEqual([
      'Your alternate in Race 7 was scratched',
      'Your pick in Race 7 was scratched',
    ]);
    expect(received.find((alert) => alert.title.startsWith('Your alternate'))).toEqual({
      ttl: 3600,
      urgency: 'high',
      title: 'Your alternate in Race 7 was scratched',
      body:
        `#5 Runner 5 (Harper H., Race 7 at ${setup.track.name}, Belmont Stakes Challenge) was scratched too, so it ` +
        'cannot replace your scratched pick #1 Runner 1. Unless you change it, the play will now be scored as the ' +
        'post-time favorite.',
      url: contestRaceUrl(setup),
    });
    expect(alertsOf(lee).map((alert) => alert.title)).toEqual(['Your pick in Race 7 was scratched']);
  });

  it('does not go while the pick runs, nor after the pick’s alert named the favorite', async () => {
    const setup = await contestRace({ alternatesEnabled: true });
    const bo = await subscribedPlayer({ pickScratched: true });
    await enter(setup, bo.account, 'Bo B.');
    await play(setup, bo.account, 1, 2);
    // The alternate is scratched while the pick runs: the play still runs on its pick.
    expect((await scratch(setup, 2)).statusCode).toBe(200);
    expect(await queuedFor(bo)).toEqual([]);
    // Then the pick: its one alert says the post-time favorite.
    expect((await scratch(setup, 1)).statusCode).toBe(200);
    await t.app.ctx.pushOutbox.drain();
    expect(
      alertsOf(bo).map(({ title, body }) => ({ title, body: body.endsWith('the post-time favorite.') })),
    ).toEqual([{ title: 'Your pick in Race 7 was scratched', body: true }]);
  });

  it('does not go when a card import scratches the pick and its alternate together: the pick’s alert names the favorite', async () => {
    const db = t.database.db;
    const { race, importAgain } = await importedScratchCard(
      t.app,
      db,
      `A${process.pid % 10_000}`,
      'Alternate Park',
    );
    const raceRunners = await db.select().from(runnersTable).where(eq(runnersTable.raceId, race.id));
    const byName = (name: string) => raceRunners.find((runner) => runner.name === name)!;
    const contest = await insertContest(db, { name: 'Import Stakes', alternatesEnabled: true });
    const contestRaceRow = await addRaceToContest(db, contest.id, race.id);
    const ivy = await subscribedPlayer({ pickScratched: true });
    await insertPlayer(db, contest.id, ivy.account.id, { name: 'Ivy P.' });
    const placed = await placePlay(t.app, ivy.account.headers, contestRaceRow.id, {
      amount: 5,
      runners: [byName('Early Bird').id],
      alternateRunner: byName('Late Bloomer').id,
    });
    expect(placed.statusCode, placed.body).toBe(201);

    expect((await importAgain(['Early Bird', 'Late Bloomer'])).statusCode).toBe(201);
    expect((await queuedFor(ivy)).map((row) => row.dedupeKey.split(':')[0])).toEqual(['pickScratched']);
    await t.app.ctx.pushOutbox.drain();
    expect(alertsOf(ivy).map((alert) => alert.body)).toEqual([
      expect.stringContaining('the play will be scored as the post-time favorite.'),
    ]);
  });
});

describe('the pick-scratched alert from a card import', () => {
  it('is queued when an imported card scratches a played runner, once', async () => {
    const db = t.database.db;
    const { race, importAgain } = await importedScratchCard(
      t.app,
      db,
      `P${process.pid % 10_000}`,
      'Push Import Park',
    );
    const contest = await insertContest(db, { name: 'Import Stakes' });
    const contestRaceRow = await addRaceToContest(db, contest.id, race.id);
    const [lateBloomer] = await db
      .select()
      .from(runnersTable)
      .where(and(eq(runnersTable.raceId, race.id), eq(runnersTable.name, 'Late Bloomer')));
    const ivy = await subscribedPlayer({ pickScratched: true });
    await insertPlayer(db, contest.id, ivy.account.id, { name: 'Ivy P.' });
    const placed = await placePlay(t.app, ivy.account.headers, contestRaceRow.id, {
      amount: 5,
      runners: [lateBloomer!.id],
    });
    expect(placed.statusCode).toBe(201);

    expect((await importAgain(true)).statusCode).toBe(201);
    expect((await importAgain(true)).statusCode).toBe(201);
    await t.app.ctx.pushOutbox.drain();
    expect(alertsOf(ivy).map(({ title, url }) => ({ title, url }))).toEqual([
      {
        title: 'Your pick in Race 1 was scratched',
        url: `/contest/${contest.slug}?race=${contestRaceRow.id}`,
      },
    ]);
  });
});

describe('the race-closing alert', () => {
  it('goes once, 10 minutes before post, to a player entered with no play on the race', async () => {
    t.clock.now = new Date('2030-06-01T17:00:00Z');
    const setup = await contestRace({ postTime: new Date('2030-06-01T17:08:00Z') });
    const idle = await subscribedPlayer({ raceClosing: true });
    const played = await subscribedPlayer({ raceClosing: true });
    const off = await subscribedPlayer({ raceClosing: false, pickScratched: true });
    const notEntered = await subscribedPlayer({ raceClosing: true });
    for (const player of [idle, played, off]) await enter(setup, player.account, `${player.account.email}`);
    await play(setup, played.account, 1);

    expect(await queueRaceClosingAlerts(t.app.ctx)).toBe(1);
    // Every minute on every instance: the next run queues nothing more.
    expect(await queueRaceClosingAlerts(t.app.ctx)).toBe(0);
    await t.app.ctx.pushOutbox.drain();
    expect(alertsOf(idle)).toEqual([
      {
        // No longer than until the post time (8 minutes).
        ttl: 480,
        urgency: 'high',
        title: 'Race 7 closes in 10 minutes',
        body: `You have no play on Race 7 at ${setup.track.name} in Belmont Stakes Challenge yet.`,
        url: contestRaceUrl(setup),
      },
    ]);
    for (const player of [played, off, notEntered]) expect(alertsOf(player)).toEqual([]);
  });

  it('waits until the race is within 10 minutes, and skips a race already closed', async () => {
    t.clock.now = new Date('2030-06-02T17:00:00Z');
    const later = await contestRace({ postTime: new Date('2030-06-02T17:11:00Z') });
    const closed = await contestRace({ postTime: new Date('2030-06-02T17:05:00Z') });
    const idle = await subscribedPlayer({ raceClosing: true });
    await enter(later, idle.account, 'Idle I.');
    await enter(closed, idle.account, 'Idle I.');
    await t.app.inject({
      method: 'PUT',
      url: `/api/race/${closed.race.id}`,
      headers: closed.admin.headers,
      payload: { isWageringClosed: true },
    });
    expect(await queueRaceClosingAlerts(t.app.ctx)).toBe(0);
    t.clock.now = new Date('2030-06-02T17:01:30Z');
    expect(await queueRaceClosingAlerts(t.app.ctx)).toBe(1);
    await t.app.ctx.pushOutbox.drain();
    expect(alertsOf(idle).map((alert) => alert.url)).toEqual([contestRaceUrl(later)]);
  });
});

describe('the race-closing alert in Pick & Pray', () => {
  it('goes only for the first race, whose close locks every pick, counting every race left unpicked', async () => {
    // decision 018: in a 'first-race' contest every race's picks close when wagering closes on the first race.
    t.clock.now = new Date('2030-06-03T17:00:00Z');
    const db = t.database.db;
    const contest = await insertContest(db, { name: 'Pick and Pray Derby', picksLockAt: 'first-race' });
    const postTimes = ['2030-06-03T17:08:00Z', '2030-06-03T17:09:00Z', '2030-06-03T18:00:00Z'];
    const raceRows = [];
    for (const [index, postTime] of postTimes.entries()) {
      const seeded = await insertRace(db, { race: { raceNumber: index + 1, postTime: new Date(postTime) } });
      const contestRaceRow = await addRaceToContest(db, contest.id, seeded.race.id);
      raceRows.push({ ...seeded, contestRace: contestRaceRow });
    }
    const admin = await signupAdministrator(t.app, db);
    const setups = raceRows.map((row) => ({ ...row, contest, admin }));
    const [first] = setups;
    const idle = await subscribedPlayer({ raceClosing: true });
    const partly = await subscribedPlayer({ raceClosing: true });
    const complete = await subscribedPlayer({ raceClosing: true });
    for (const player of [idle, partly, complete]) await enter(first!, player.account, player.account.email);
    await play(first!, partly.account, 0);
    for (const setup of setups) await play(setup, complete.account, 1);

    expect(await queueRaceClosingAlerts(t.app.ctx)).toBe(2);
    await t.app.ctx.pushOutbox.drain();
    expect(alertsOf(idle)).toEqual([
      {
        ttl: 480,
        urgency: 'high',
        title: 'Picks for Pick and Pray Derby close in 10 minutes',
        body: `Every pick closes with Race 1 at ${first!.track.name}, and 3 races have no play from you yet.`,
        url: contestRaceUrl(first!),
      },
    ]);
    expect(alertsOf(partly).map((alert) => alert.body)).toEqual([
      `Every pick closes with Race 1 at ${first!.track.name}, and 2 races have no play from you yet.`,
    ]);
    expect(alertsOf(complete)).toEqual([]);

    // Race 2 was within 10 minutes of post too, and said nothing: its picks close with Race 1. Once Race 1 has
    // closed every pick is locked, so Race 3 says nothing either when its post time comes near.
    expect(
      (await updateRace(t.app, admin.headers, first!.race.id, { isWageringClosed: true })).statusCode,
    ).toBe(200);
    t.clock.now = new Date('2030-06-03T17:52:00Z');
    expect(await queueRaceClosingAlerts(t.app.ctx)).toBe(0);
    await t.app.ctx.pushOutbox.drain();
    expect(alertsOf(idle).map((alert) => alert.url)).toEqual([contestRaceUrl(first!)]);
  });
});

describe('the race-finalized alert', () => {
  it('is queued by the finalize and tells the player the result and the new rank', async () => {
    const setup = await contestRace();
    const winner = await subscribedPlayer({ raceFinalized: true });
    const loser = await subscribedPlayer({ raceFinalized: true });
    const off = await subscribedPlayer({ raceFinalized: false, pickScratched: true });
    await enter(setup, winner.account, 'Winner W.');
    await enter(setup, loser.account, 'Loser L.');
    await enter(setup, off.account, 'Off O.');
    await play(setup, winner.account, 3);
    await play(setup, loser.account, 0);
    await play(setup, off.account, 3);

    await settleRace(t.app, setup.admin.headers, setup.race.id, [
      { runnerId: setup.runners[3]!.id, payoff: 12.4 },
    ]);
    expect(await queuedFor(winner)).toEqual([
      expect.objectContaining({ kind: 'raceFinalized', status: 'pending' }),
    ]);
    await t.app.ctx.pushOutbox.drain();
    expect(alertsOf(winner)).toEqual([
      {
        ttl: 86_400,
        urgency: 'normal',
        title: `Race 7 at ${setup.track.name} is final`,
        body: 'Your play on #4 Runner 4 returned $12.40. Winner W. is now 1st in Belmont Stakes Challenge.',
        url: contestRaceUrl(setup),
      },
    ]);
    expect(alertsOf(loser).map((alert) => alert.body)).toEqual([
      'Your play on #1 Runner 1 returned nothing. Loser L. is now 3rd in Belmont Stakes Challenge.',
    ]);
    expect(alertsOf(off)).toEqual([]);
  });
});

describe('the finalize with result alerts on', () => {
  /** A race whose `size` entries each played it, every account subscribed with the result alert on. */
  async function subscribedField(size: number) {
    const db = t.database.db;
    const setup = await contestRace();
    const accounts = await insertPlayers(db, size, 'pushfield');
    await db
      .insert(pushPreferences)
      .values(accounts.map((account) => ({ accountId: account.id, raceFinalized: true })));
    await db.insert(pushSubscriptions).values(
      accounts.map((account) => ({
        accountId: account.id,
        endpoint: push.endpoint(`field-${account.id}`),
        ...browserKeys().keys,
      })),
    );
    const entries = await db
      .insert(contestPlayers)
      .values(
        accounts.map((account, i) => ({ contestId: setup.contest.id, accountId: account.id, name: `F${i}` })),
      )
      .returning({ id: contestPlayers.id });
    await db.insert(wagers).values(
      entries.map((entry, i) => ({
        contestPlayerId: entry.id,
        contestRaceId: setup.contestRace.id,
        raceId: setup.race.id,
        runnerId: setup.runners[i % 3]!.id,
        amountCents: 200,
      })),
    );
    await updateRace(t.app, setup.admin.headers, setup.race.id, { isWageringClosed: true });
    await addResult(t.app, setup.admin.headers, setup.race.id, {
      pool: 'WIN',
      payoff: 5,
      runners: [setup.runners[0]!.id],
    });
    return setup;
  }

  async function statementsToFinalize(size: number) {
    const setup = await subscribedField(size);
    const counting = countingDb(t.database);
    await finalizeRace({ ...t.app.ctx, db: counting.db }, setup.admin, setup.race.id);
    const queued = await t.database.db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .innerJoin(contestPlayers, eq(contestPlayers.accountId, pushSubscriptions.accountId))
      .where(and(eq(pushOutbox.kind, 'raceFinalized'), eq(contestPlayers.contestId, setup.contest.id)));
    return { statements: counting.statements.length, queued: queued.length };
  }

  it('queues every entry’s alert in one statement, as many statements for 3 subscribers as for 200', async () => {
    const small = await statementsToFinalize(3);
    const large = await statementsToFinalize(200);
    expect(small.queued).toBe(3);
    expect(large.queued).toBe(200);
    expect(large.statements).toBe(small.statements);
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ sent: 203, retried: 0 });
  });
});

describe('the push outbox', () => {
  /** A finalize alert queued for a fresh subscribed player; answers the player. */
  async function oneQueuedAlert() {
    const setup = await contestRace();
    const player = await subscribedPlayer({ raceFinalized: true });
    await enter(setup, player.account, 'Retry R.');
    await play(setup, player.account, 0);
    await settleRace(t.app, setup.admin.headers, setup.race.id, [
      { runnerId: setup.runners[0]!.id, payoff: 4 },
    ]);
    return player;
  }

  it('retries a push the service failed, with backoff, and sends it once', async () => {
    const player = await oneQueuedAlert();
    push.answer(player.endpoint, 500, 503);
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    // Not due again for 30 seconds.
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 0 });
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 1, retried: 1 });
    // The second wait is twice as long.
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 0 });
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 1, sent: 1 });
    expect(push.receivedAt(player.endpoint)).toHaveLength(3);
    expect(await queuedFor(player)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('deletes a subscription the push service answers 404 or 410 for, with its alerts', async () => {
    for (const status of [410, 404]) {
      const player = await oneQueuedAlert();
      push.answer(player.endpoint, status);
      expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 1, gone: 1 });
      expect(
        await t.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, player.endpoint)),
      ).toEqual([]);
      expect(await queuedFor(player)).toEqual([]);
    }
  });

  it('gives up at once on an answer a retry cannot change (400)', async () => {
    const player = await oneQueuedAlert();
    push.answer(player.endpoint, 400);
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 1, failed: 1 });
    expect(await queuedFor(player)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('sends a browser’s waiting alerts to its own keys when another account tries to subscribe it (refused)', async () => {
    const player = await oneQueuedAlert();
    const next = await signupAccount(t.app, { firstName: 'Next' });
    const takeover = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: next.headers,
      payload: { endpoint: player.endpoint, expirationTime: null, keys: browserKeys().keys },
    });
    expect(takeover.statusCode).toBe(409);
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 1, sent: 1 });
    expect(push.receivedAt(player.endpoint)).toHaveLength(1);
  });

  it('keeps the waiting alerts when the same account subscribes the browser again (new keys)', async () => {
    const player = await oneQueuedAlert();
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: player.account.headers,
      payload: { endpoint: player.endpoint, expirationTime: null, keys: player.browser.keys },
    });
    expect(renewed.statusCode).toBe(201);
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 1, sent: 1 });
  });

  it('does not send an alert whose moment has passed', async () => {
    const player = await oneQueuedAlert();
    t.clock.now = new Date(t.clock.now.getTime() + 25 * 60 * 60_000);
    expect(await t.app.ctx.pushOutbox.drain()).toMatchObject({ claimed: 1, expired: 1 });
    expect(push.receivedAt(player.endpoint)).toEqual([]);
  });

  it('sends each alert once when two workers run at the same time', async () => {
    const player = await oneQueuedAlert();
    const runs = await Promise.all([t.app.ctx.pushOutbox.runOnce(), t.app.ctx.pushOutbox.runOnce()]);
    expect(runs.map((run) => run.sent).sort()).toEqual([0, 1]);
    expect(push.receivedAt(player.endpoint)).toHaveLength(1);
  });
});
