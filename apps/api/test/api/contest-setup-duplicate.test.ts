import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTEST_ADMIN_MESSAGES, CONTEST_RACE_MESSAGES } from '@cj/shared/contest-admin';
import { CONTEST_SETUP_MESSAGES } from '@cj/shared/contest-setup';
import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contestPlayers,
  contestRaces,
  contests,
  prizes,
  sponsors,
  wagers,
} from '../../src/db/schema/contests';
import { races } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { type InsertedCard, insertCard as insertCardInto } from '../card-fixtures';
import { insertContest } from '../fixtures';
import { PNG, postImageForm } from '../image-fixtures';
import { addRaceToContest, insertPlayer, insertRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-duplicate-'));
const uploads = path.join(dataDir, 'uploads');
const t = useTestApp({ env: { DATA_DIR: dataDir } });
let admin: TestAccount;
let player: TestAccount;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  player = await signupAccount(t.app);
});

const S = CONTEST_SETUP_MESSAGES;
const M = CONTEST_ADMIN_MESSAGES;
let sequence = 0;
const uniqueSlug = (prefix = 'copy') => `${prefix}-${process.pid}-${sequence++}`;

/** A card on 2031-06-07 whose race 1 posts last: the start is the earliest post time, not race 1's. */
const insertCard = (count: number, raceDate = '2031-06-07') =>
  insertCardInto(t.database.db, count, {
    raceDate,
    postOrder: [...Array.from({ length: count - 1 }, (_, i) => i + 2), 1],
  });

const cardOf = (card: InsertedCard, raceIDs = card.races.map((race) => race.id)) => ({
  trackID: card.track.id,
  raceDate: card.races[0]!.raceDate,
  raceIDs,
  maxWagers: 3,
  minWagerAmount: 2,
});

const create = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/contests', headers, payload });
const duplicate = (id: number | string, payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/contest/${id}/duplicate`, headers, payload });

const contestRow = async (id: number) =>
  (await t.database.db.select().from(contests).where(eq(contests.id, id)))[0]!;
const contestBySlug = async (slug: string) =>
  (await t.database.db.select().from(contests).where(eq(contests.slug, slug)))[0];
const racesOf = (contestId: number) =>
  t.database.db.select().from(contestRaces).where(eq(contestRaces.contestId, contestId));

/** Moves a race's post time (the card keeps its date). */
const postAt = (raceId: number, postTime: Date) =>
  t.database.db.update(races).set({ postTime }).where(eq(races.id, raceId));

const validContest = () => ({
  name: 'Card Day',
  slug: uniqueSlug('card-day'),
  startTime: '2031-06-07T16:00:00.000Z',
  startingBankroll: 100,
  format: 1,
});

describe('POST /api/contests: the format and a race card', () => {
  it('takes no format as none (-1), a draft; published or open for enrollment it needs one (400)', async () => {
    const { format: _format, ...withoutFormat } = validContest();
    for (const payload of [withoutFormat, { ...withoutFormat, format: -1 }]) {
      const response = await create({ ...payload, slug: uniqueSlug() });
      expect(response.statusCode, JSON.stringify(payload)).toBe(201);
      expect(response.json()).toMatchObject({ format: -1, isPublished: false, isEnrollmentOpen: false });
    }
    expect((await create({ ...withoutFormat, format: 3 })).json().message).toBe(M.formatInvalid);
    const card = await insertCard(1);
    const published = { ...withoutFormat, isPublished: true, raceCard: cardOf(card) };
    expect((await create(published)).json().message).toBe(M.publishNeedsFormat);
    expect(await contestBySlug(published.slug)).toBeUndefined();
    for (const format of [1, 2]) expect((await create({ ...validContest(), format })).statusCode).toBe(201);
  });

  it("creates the contest with the card's chosen races in one call, each with the same limits", async () => {
    const card = await insertCard(3);
    const payload = { ...validContest(), raceCard: cardOf(card, [card.races[0]!.id, card.races[2]!.id]) };
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const contest = response.json();
    expect(contest).toMatchObject({ slug: payload.slug, format: 1, startTime: payload.startTime });
    const rows = await racesOf(contest.id);
    expect(rows.map((row) => row.raceId).sort()).toEqual([card.races[0]!.id, card.races[2]!.id].sort());
    expect(rows.every((row) => row.maxWagers === 3 && row.minWagerAmountCents === 200)).toBe(true);
  });

  it('creates nothing when a race of the card cannot be added (one transaction)', async () => {
    const card = await insertCard(2);
    await t.database.db
      .update(races)
      .set({ isWageringClosed: true, finalized: true, finalizedAt: new Date() })
      .where(eq(races.id, card.races[1]!.id));
    const payload = { ...validContest(), raceCard: cardOf(card) };
    const response = await create(payload);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(S.finalizedRace(2));
    expect(await contestBySlug(payload.slug)).toBeUndefined();

    const notOnCard = await create({
      ...validContest(),
      raceCard: { ...cardOf(card), raceDate: '2031-06-08' },
    });
    expect(notOnCard.statusCode).toBe(404);
    expect(notOnCard.json().message).toBe(S.raceCardNotFound);
    const noRaces = await create({ ...validContest(), raceCard: { ...cardOf(card), raceIDs: [] } });
    expect(noRaces.json().message).toBe(S.racesRequired);
  });

  it('refuses a race already past its post time on the app clock (409 naming it) and creates nothing', async () => {
    const card = await insertCard(2);
    const realNow = t.clock.now;
    const minutes = (n: number) => new Date(realNow.getTime() + n * 60_000);
    await postAt(card.races[0]!.id, minutes(30));
    await postAt(card.races[1]!.id, minutes(10));
    t.clock.now = minutes(20);
    try {
      const payload = { ...validContest(), raceCard: cardOf(card) };
      const response = await create(payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(S.pastPostRace(2));
      expect(await contestBySlug(payload.slug)).toBeUndefined();
      const open = await create({ ...validContest(), raceCard: cardOf(card, [card.races[0]!.id]) });
      expect(open.statusCode).toBe(201);
    } finally {
      t.clock.now = realNow;
    }
  });
});

describe('POST /api/contest/{id}/duplicate', () => {
  /** A contest with every setting away from its default, two prizes (one paid), a sponsor, races, players, plays. */
  async function richContest() {
    const source = await insertContest(t.database.db, {
      name: 'Spring Stakes',
      description: 'Pick a horse in every race.',
      startingBankrollCents: 25_000,
      isFeatured: true,
      featuredDescription: '<b>Big</b> day',
      isPublic: false,
      isEnrollmentOpen: false,
      chatEnabled: true,
      maxEntries: 3,
      property: 2,
      format: 2,
      liveStreamLink: 'https://video.example.com/live',
      ppLink: 'https://pp.example.com/card.pdf',
      // The play rules (alternates, payout cap, when picks lock): a copy carries them like every other setting.
      alternatesEnabled: true,
      winPayoutCapCents: 4_200,
      picksLockAt: 'first-race',
      analysis: '<p>Race 3 looks open.</p>',
      winnersNotified: true,
      concludedAt: new Date('2031-01-01T00:00:00Z'),
      isCancelled: true,
    });
    for (const prize of [
      { placement: 1, type: 1, value: 500, label: 'First' },
      { placement: 2, type: 3, value: 50, label: 'Cap' },
    ]) {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/contest/${source.id}/prizes`,
        headers: admin.headers,
        payload: prize,
      });
      expect(added.statusCode).toBe(201);
    }
    await t.database.db.update(prizes).set({ paid: true }).where(eq(prizes.contestId, source.id));
    const sponsor = await postImageForm(
      t.app,
      `/api/contest/${source.id}/sponsor`,
      admin.headers,
      { name: 'Acme Feed', layoutOrder: '2' },
      [{ filename: 'acme.png', bytes: PNG, type: 'image/png' }],
    );
    expect(sponsor.statusCode).toBe(201);
    const { race, runners } = await insertRace(t.database.db);
    const contestRace = await addRaceToContest(t.database.db, source.id, race.id);
    const entry = await insertPlayer(t.database.db, source.id, player.id);
    await t.database.db.insert(wagers).values({
      contestPlayerId: entry.id,
      contestRaceId: contestRace.id,
      raceId: race.id,
      runnerId: runners[0]!.id,
      amountCents: 200,
    });
    return source;
  }

  /** The columns that say which contest it is and what happened to it; every other column is a setting. */
  const NOT_SETTINGS = [
    'id',
    'createdAt',
    'name',
    'slug',
    'startTime',
    'concludedAt',
    'winnersNotified',
    'isCancelled',
    'isPublished',
    'analysis',
  ];
  const settingsOf = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.keys(getTableColumns(contests))
        .filter((column) => !NOT_SETTINGS.includes(column))
        .map((column) => [column, row[column]]),
    );

  it("copies every setting, the prizes (unpaid) and the sponsors (their own logo files), with a card's races; never players or plays", async () => {
    const source = await richContest();
    const card = await insertCard(3);
    const slug = uniqueSlug();
    const response = await duplicate(source.slug, { name: 'Summer Stakes', slug, raceCard: cardOf(card) });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    // The start defaults to the earliest post time of the chosen races (race 2 here).
    expect(copy).toMatchObject({
      name: 'Summer Stakes',
      slug,
      startTime: '2031-06-07T17:00:00.000Z',
      isPublished: false,
      isCancelled: false,
      winnersNotified: false,
      concludedAt: null,
      analysis: '',
      status: 'upcoming',
    });
    const copied = await contestRow(copy.id);
    expect(settingsOf(copied)).toEqual(settingsOf(await contestRow(source.id)));
    expect(settingsOf(copied)).toMatchObject({
      maxEntries: 3,
      format: 2,
      property: 2,
      chatEnabled: true,
      alternatesEnabled: true,
      winPayoutCapCents: 4_200,
      picksLockAt: 'first-race',
    });

    const copiedPrizes = await t.database.db.select().from(prizes).where(eq(prizes.contestId, copy.id));
    expect(copiedPrizes).toEqual([
      expect.objectContaining({ label: 'First', placement: 1, type: 1, valueCents: 50_000, paid: false }),
      expect.objectContaining({ label: 'Cap', placement: 2, type: 3, valueCents: 5_000, paid: false }),
    ]);
    const [original] = await t.database.db.select().from(sponsors).where(eq(sponsors.contestId, source.id));
    const [copiedSponsor] = await t.database.db
      .select()
      .from(sponsors)
      .where(eq(sponsors.contestId, copy.id));
    expect(copiedSponsor).toMatchObject({ name: 'Acme Feed', layoutOrder: 2 });
    expect(copiedSponsor!.logoFile).not.toBe(original!.logoFile);
    expect(fs.readFileSync(path.join(uploads, copiedSponsor!.logoFile))).toEqual(PNG);

    const copiedRaces = await racesOf(copy.id);
    expect(copiedRaces.map((row) => row.raceId).sort()).toEqual(card.races.map((race) => race.id).sort());
    expect(
      await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.contestId, copy.id)),
    ).toEqual([]);

    // Removing the copy's sponsor leaves the original's logo.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/contest/${copy.id}/sponsor/${copiedSponsor!.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(path.join(uploads, original!.logoFile))).toBe(true);
  });

  it('without a card copies no races and takes the start time given', async () => {
    const source = await richContest();
    const slug = uniqueSlug();
    const response = await duplicate(source.id, {
      name: 'Fall Stakes',
      slug,
      startTime: '2031-09-01T18:30:00Z',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ slug, startTime: '2031-09-01T18:30:00.000Z' });
    expect(await racesOf(response.json().id)).toEqual([]);
  });

  it('answers a clear 4xx for bad input and creates nothing, leaving no copied logo behind', async () => {
    const source = await richContest();
    const card = await insertCard(1);
    const offCard = await insertCard(1);
    await postAt(offCard.races[0]!.id, new Date(t.clock.now.getTime() - 60_000));
    const filesBefore = fs.readdirSync(uploads).sort();
    const slug = uniqueSlug();
    const cases: [object, number, string][] = [
      [{}, 400, M.nameRequired],
      [{ name: 'Copy' }, 400, M.slugRequired],
      [{ name: 'Copy', slug: 'Not A Slug' }, 400, M.slugInvalid],
      [{ name: 'Copy', slug }, 400, M.startTimeRequired],
      [{ name: 'Copy', slug, startTime: 'tomorrow' }, 400, M.startTimeRequired],
      [{ name: 'Copy', slug, raceCard: { ...cardOf(card), raceIDs: [] } }, 400, S.racesRequired],
      [{ name: 'Copy', slug: source.slug, startTime: '2031-09-01T18:30:00Z' }, 409, M.slugTaken],
      [
        { name: 'Copy', slug, raceCard: { ...cardOf(card), raceDate: '2031-06-08' } },
        404,
        S.raceCardNotFound,
      ],
      [{ name: 'Copy', slug, raceCard: cardOf(offCard) }, 409, S.pastPostRace(1)],
    ];
    for (const [payload, status, message] of cases) {
      const response = await duplicate(source.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await contestBySlug(slug)).toBeUndefined();
    expect(fs.readdirSync(uploads).sort()).toEqual(filesBefore);

    const missing = await duplicate('no-such-contest', {
      name: 'Copy',
      slug,
      startTime: '2031-09-01T18:30:00Z',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CONTEST_RACE_MESSAGES.contestNotFound);
  });

  it('is for administrators: 401 anonymous, 403 for a player', async () => {
    const source = await insertContest(t.database.db);
    const payload = { name: 'Copy', slug: uniqueSlug(), startTime: '2031-09-01T18:30:00Z' };
    expect((await duplicate(source.id, payload, {} as typeof admin.headers)).statusCode).toBe(401);
    expect((await duplicate(source.id, payload, player.headers)).statusCode).toBe(403);
    expect(await contestBySlug(payload.slug)).toBeUndefined();
  });
});
