import { CONTEST_ADMIN_MESSAGES } from '@cj/shared/contest-admin';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contestPlayers, contests } from '../../src/db/schema/contests';
import { tracks } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace, placePlay } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;
let player: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  player = await signupAccount(t.app);
});

const M = CONTEST_ADMIN_MESSAGES;
let sequence = 0;
const uniqueSlug = (prefix = 'contest') => `${prefix}-${process.pid}-${sequence++}`;

const create = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/contests', headers, payload });
const update = (id: number | string, payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/contest/${id}`, headers, payload });
const read = (id: number | string, account?: TestAccount) =>
  t.app.inject({ method: 'GET', url: `/api/contest/${id}`, headers: account?.headers ?? {} });

const badRequest = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

const validContest = () => ({
  name: 'Spring Stakes Challenge',
  slug: uniqueSlug('spring-stakes'),
  startTime: '2031-04-05T17:00:00.000Z',
  startingBankroll: 200,
  description: 'Pick a horse in every race.',
  format: 1,
});

/** The contest form as the web sends it: every field, from the contest as read. */
function formOf(contest: Awaited<ReturnType<typeof insertContest>>) {
  return {
    name: contest.name,
    slug: contest.slug,
    startTime: contest.startTime.toISOString(),
    startingBankroll: contest.startingBankrollCents / 100,
    description: contest.description,
    isPublished: contest.isPublished,
    isFeatured: contest.isFeatured,
    featureDescription: contest.featuredDescription,
    isPublic: contest.isPublic,
    isEnrollmentOpen: contest.isEnrollmentOpen,
    isCancelled: contest.isCancelled,
    chatEnabled: contest.chatEnabled,
    maxEntries: contest.maxEntries,
    property: contest.property,
    format: contest.format,
    liveStreamLink: contest.liveStreamLink ?? '',
    ppLink: contest.ppLink ?? '',
  };
}

describe('GET /api/admin/contests', () => {
  it('lists every contest, drafts and hidden ones too, the latest start first, with their visibility flags', async () => {
    const draft = await insertContest(t.database.db, {
      isPublished: false,
      startTime: new Date('2099-03-01T00:00:00Z'),
    });
    const hidden = await insertContest(t.database.db, {
      isPublic: false,
      startTime: new Date('2099-02-01T00:00:00Z'),
    });
    const open = await insertContest(t.database.db, { startTime: new Date('2099-01-01T00:00:00Z') });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contests',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: number; startTime: string }[];
    const ours = rows.filter((row) => [draft.id, hidden.id, open.id].includes(row.id));
    expect(ours).toEqual([
      expect.objectContaining({ id: draft.id, slug: draft.slug, isPublished: false, isPublic: true }),
      expect.objectContaining({ id: hidden.id, isPublished: true, isPublic: false }),
      expect.objectContaining({ id: open.id, isPublished: true, isPublic: true }),
    ]);
    const starts = rows.map((row) => row.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(ours[0]).toEqual({
      id: draft.id,
      name: draft.name,
      slug: draft.slug,
      startTime: '2099-03-01T00:00:00.000Z',
      property: 1,
      format: 1,
      isFeatured: false,
      featuredDescription: '',
      isCancelled: false,
      concludedAt: null,
      status: 'upcoming',
      timezone: null,
      isPublished: false,
      isPublic: true,
      alternatesEnabled: false,
      winPayoutCap: null,
      picksLockAt: 'each-race',
    });
  });

  it("carries each contest's play rules: alternates, the payout cap and when picks lock", async () => {
    const pray = await insertContest(t.database.db, {
      alternatesEnabled: true,
      winPayoutCapCents: 4_250,
      picksLockAt: 'first-race',
    });
    const plain = await insertContest(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contests',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: number }[];
    const rulesOf = (id: number) => {
      const row = rows.find((candidate) => candidate.id === id) as Record<string, unknown> | undefined;
      return row && { a: row.alternatesEnabled, cap: row.winPayoutCap, lock: row.picksLockAt };
    };
    expect(rulesOf(pray.id)).toEqual({ a: true, cap: 42.5, lock: 'first-race' });
    expect(rulesOf(plain.id)).toEqual({ a: false, cap: null, lock: 'each-race' });
  });

  it("names the timezone of its first race's track, as the contest detail does (null without races)", async () => {
    const db = t.database.db;
    const contest = await insertContest(db);
    const later = await insertRace(db, { race: { postTime: new Date('2099-06-01T20:00:00Z') } });
    const first = await insertRace(db, { race: { postTime: new Date('2099-06-01T19:00:00Z') } });
    await db.update(tracks).set({ timezone: 'America/Los_Angeles' }).where(eq(tracks.id, first.track.id));
    await addRaceToContest(db, contest.id, later.race.id);
    await addRaceToContest(db, contest.id, first.race.id);
    const bare = await insertContest(db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contests',
      headers: admin.headers,
    });
    const rows = response.json() as { id: number; timezone: string | null }[];
    const timezoneOf = (id: number) => rows.find((row) => row.id === id)?.timezone;
    expect(timezoneOf(contest.id)).toBe('America/Los_Angeles');
    expect(timezoneOf(contest.id)).toBe((await read(contest.slug, admin)).json().timezone);
    expect(timezoneOf(bare.id)).toBeNull();
  });
});

describe('POST /api/contests', () => {
  it('creates an unpublished contest in the format chosen, with the defaults: brand one, one entry each', async () => {
    const payload = validContest();
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const contest = response.json();
    expect(contest).toEqual({
      id: expect.any(Number),
      name: 'Spring Stakes Challenge',
      slug: payload.slug,
      startTime: '2031-04-05T17:00:00.000Z',
      startingBankroll: 200,
      description: 'Pick a horse in every race.',
      isPublished: false,
      isFeatured: false,
      featuredDescription: '',
      isPublic: false,
      isEnrollmentOpen: false,
      isCancelled: false,
      chatEnabled: false,
      maxEntries: 1,
      property: 1,
      format: 1,
      liveStreamLink: null,
      ppLink: null,
      analysis: '',
      winnersNotified: false,
      concludedAt: null,
      isOfficial: false,
      status: 'upcoming',
      officialAt: null,
      alternatesEnabled: false,
      winPayoutCap: null,
      picksLockAt: 'each-race',
      timezone: null,
      hasSponsors: false,
    });
    const [row] = await t.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row).toMatchObject({ startingBankrollCents: 20_000, property: 1, format: 1, maxEntries: 1 });
  });

  it("answers 201 to the spec's fields alone (name, slug, start time, bankroll, description): a draft in no format", async () => {
    const { format: _format, ...specFields } = validContest();
    expect(Object.keys(specFields).sort()).toEqual(
      ['description', 'name', 'slug', 'startTime', 'startingBankroll'].sort(),
    );
    const response = await create(specFields);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      slug: specFields.slug,
      format: -1,
      isPublished: false,
      isPublic: false,
      isEnrollmentOpen: false,
      status: 'upcoming',
    });
  });

  it('refuses to publish or open enrollment without a format, naming why (400), and creates nothing', async () => {
    const { format: _format, ...noFormat } = validContest();
    const cases: [object, string][] = [
      [{ ...noFormat, isPublished: true }, M.publishNeedsFormat],
      [{ ...noFormat, format: -1, isPublished: true, isPublic: true }, M.publishNeedsFormat],
      [{ ...noFormat, isEnrollmentOpen: true }, M.enrollmentNeedsFormat],
      [{ ...noFormat, isPublished: true, isEnrollmentOpen: true }, M.publishNeedsFormat],
    ];
    for (const [payload, message] of cases) {
      const slug = uniqueSlug('no-format');
      const response = await create({ ...payload, slug });
      expect(response.json(), JSON.stringify(payload)).toEqual(badRequest(message));
      expect(await t.database.db.select().from(contests).where(eq(contests.slug, slug))).toEqual([]);
    }
  });

  it('creates a contest ready to run in one call: published, public and open for enrollment', async () => {
    const payload = { ...validContest(), isPublished: true, isPublic: true, isEnrollmentOpen: true };
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isPublished: true, isPublic: true, isEnrollmentOpen: true });
    const seen = await read(payload.slug, player);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ isEnrollmentOpen: true, status: 'upcoming', format: 1 });
  });

  it('takes every other contest field too, and a start time with an offset as the same instant in UTC', async () => {
    const payload = {
      ...validContest(),
      startTime: '2031-04-05T13:00:00-04:00',
      isPublished: true,
      isFeatured: true,
      featureDescription: '<b>Big</b> day',
      isPublic: true,
      isEnrollmentOpen: true,
      isCancelled: false,
      chatEnabled: true,
      maxEntries: 3,
      property: 2,
      format: 2,
      liveStreamLink: 'https://video.example.com/live',
      ppLink: 'http://pp.example.com/card.pdf',
    };
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      startTime: '2031-04-05T17:00:00.000Z',
      isPublished: true,
      isFeatured: true,
      featuredDescription: '<b>Big</b> day',
      isPublic: true,
      isEnrollmentOpen: true,
      chatEnabled: true,
      maxEntries: 3,
      property: 2,
      format: 2,
      liveStreamLink: 'https://video.example.com/live',
      ppLink: 'http://pp.example.com/card.pdf',
    });
    const visible = await read(payload.slug);
    expect(visible.statusCode).toBe(200);
  });

  it('answers the spec messages for missing fields, in the form order', async () => {
    const { name, slug, startTime } = validContest();
    const cases: [object, string][] = [
      [{}, M.nameRequired],
      [{ name: '   ' }, M.nameRequired],
      [{ name }, M.slugRequired],
      [{ name, slug: '' }, M.slugRequired],
      [{ name, slug }, M.startTimeRequired],
      [{ name, slug, startTime: 'next Saturday' }, M.startTimeRequired],
      [{ name, slug, startTime: '2031-04-05' }, M.startTimeRequired],
      [{ name, slug, startTime }, M.startingBankrollRequired],
      [{ name, slug, startTime, startingBankroll: -1 }, M.startingBankrollRequired],
      [{ name, slug, startTime, startingBankroll: '100' }, M.startingBankrollRequired],
      [{ name, slug, startTime, startingBankroll: null }, M.startingBankrollRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.json(), JSON.stringify(payload)).toEqual(badRequest(message));
    }
  });

  it('accepts a starting bankroll of 0 but only whole dollars', async () => {
    expect((await create({ ...validContest(), startingBankroll: 0 })).statusCode).toBe(201);
    expect((await create({ ...validContest(), startingBankroll: 10.5 })).json()).toEqual(
      badRequest(M.startingBankrollWhole),
    );
  });

  it('holds the slug to the slug rule: lower-case letters, digits, single hyphens, not only digits', async () => {
    const cases: [string, string][] = [
      ['Spring-Stakes', M.slugInvalid],
      ['spring stakes', M.slugInvalid],
      ['spring--stakes', M.slugInvalid],
      ['-spring', M.slugInvalid],
      ['spring-', M.slugInvalid],
      ['café', M.slugInvalid],
      ['2031', M.slugAllDigits],
      ['2031-04', M.slugAllDigits],
      ['s'.repeat(101), M.slugTooLong],
    ];
    for (const [slug, message] of cases) {
      expect((await create({ ...validContest(), slug })).json(), slug).toEqual(badRequest(message));
    }
    const trimmed = uniqueSlug('trimmed');
    const response = await create({ ...validContest(), slug: `  ${trimmed} ` });
    expect(response.json()).toMatchObject({ slug: trimmed });
  });

  it('refuses a slug in use with 409', async () => {
    const taken = await insertContest(t.database.db);
    const response = await create({ ...validContest(), slug: taken.slug });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: M.slugTaken });
  });

  it('refuses links that are not http or https, max entries below 1, unknown properties and formats', async () => {
    const cases: [object, string][] = [
      [{ liveStreamLink: 'javascript:alert(1)' }, M.linkInvalid],
      [{ ppLink: 'data:text/html,<script>alert(1)</script>' }, M.linkInvalid],
      [{ ppLink: 'ftp://example.com/pp.pdf' }, M.linkInvalid],
      [{ liveStreamLink: 'example.com/live' }, M.linkInvalid],
      [{ liveStreamLink: 'https://' }, M.linkInvalid],
      [{ maxEntries: 0 }, M.maxEntriesInvalid],
      [{ maxEntries: 1.5 }, M.maxEntriesInvalid],
      [{ property: 3 }, M.propertyInvalid],
      [{ format: 0 }, M.formatInvalid],
      [{ isPublic: 'yes' }, M.flagInvalid],
    ];
    for (const [fields, message] of cases) {
      const response = await create({ ...validContest(), ...fields });
      expect(response.json(), JSON.stringify(fields)).toEqual(badRequest(message));
    }
  });

  it('stores blank links as none', async () => {
    const response = await create({ ...validContest(), liveStreamLink: '  ', ppLink: null });
    expect(response.json()).toMatchObject({ liveStreamLink: null, ppLink: null });
  });
});

describe('PUT /api/contest/{id}', () => {
  it('saves every field of the form by slug or by id', async () => {
    const contest = await insertContest(t.database.db, { format: -1, isPublished: false });
    const form = {
      ...formOf(contest),
      name: 'Renamed Classic',
      startTime: '2032-01-02T03:04:05.000Z',
      startingBankroll: 500,
      description: 'New rules.',
      isPublished: true,
      isFeatured: true,
      featureDescription: '<em>Featured</em>',
      isPublic: true,
      isEnrollmentOpen: false,
      isCancelled: true,
      chatEnabled: true,
      maxEntries: 2,
      property: 2,
      format: 2,
      liveStreamLink: 'https://live.example.com',
      ppLink: 'https://pp.example.com',
    };
    const bySlug = await update(contest.slug, form);
    expect(bySlug.statusCode).toBe(200);
    const { featureDescription: _write, ...readBack } = form;
    expect(bySlug.json()).toEqual({
      ...readBack,
      id: contest.id,
      featuredDescription: '<em>Featured</em>',
      analysis: '',
      winnersNotified: false,
      concludedAt: null,
      isOfficial: false,
      // The form cancelled it: Cancelled whatever else is true of it.
      status: 'cancelled',
      officialAt: null,
      alternatesEnabled: false,
      winPayoutCap: null,
      picksLockAt: 'each-race',
      timezone: null,
      hasSponsors: false,
    });
    const byId = await update(contest.id, { ...form, name: 'By Id' });
    expect(byId.json()).toMatchObject({ id: contest.id, name: 'By Id' });
  });

  it('answers the create messages and Published is required', async () => {
    const contest = await insertContest(t.database.db);
    const form = formOf(contest);
    const { isPublished: _published, ...withoutPublished } = form;
    const cases: [object, string][] = [
      [{ ...form, name: '' }, M.nameRequired],
      [{ ...form, slug: undefined }, M.slugRequired],
      [{ ...form, slug: 'Not A Slug' }, M.slugInvalid],
      [{ ...form, startTime: '' }, M.startTimeRequired],
      [{ ...form, startingBankroll: -5 }, M.startingBankrollRequired],
      [withoutPublished, M.publishedRequired],
      [{ ...form, isPublished: 'true' }, M.publishedRequired],
      [{ ...form, ppLink: 'javascript:void(0)' }, M.linkInvalid],
    ];
    for (const [payload, message] of cases) {
      expect((await update(contest.id, payload)).json(), JSON.stringify(payload)).toEqual(
        badRequest(message),
      );
    }
  });

  it('refuses to publish or open enrollment without a format (400 naming why), leaving the contest as it was', async () => {
    const draft = await insertContest(t.database.db, {
      format: -1,
      isPublished: false,
      isEnrollmentOpen: false,
    });
    const form = formOf(draft);
    expect((await update(draft.id, { ...form, isPublished: true })).json()).toEqual(
      badRequest(M.publishNeedsFormat),
    );
    expect((await update(draft.id, { ...form, isEnrollmentOpen: true })).json()).toEqual(
      badRequest(M.enrollmentNeedsFormat),
    );
    const [unchanged] = await t.database.db.select().from(contests).where(eq(contests.id, draft.id));
    expect(unchanged).toMatchObject({ format: -1, isPublished: false, isEnrollmentOpen: false });
    // Choosing the format in the same save publishes it.
    const published = await update(draft.id, {
      ...form,
      format: 2,
      isPublished: true,
      isEnrollmentOpen: true,
    });
    expect(published.json()).toMatchObject({ format: 2, isPublished: true, isEnrollmentOpen: true });

    // A published contest cannot lose its format either.
    const open = await insertContest(t.database.db, { format: 1, isPublished: true, isEnrollmentOpen: true });
    expect((await update(open.id, { ...formOf(open), format: -1 })).json()).toEqual(
      badRequest(M.publishNeedsFormat),
    );
    expect((await update(open.id, { ...formOf(open), format: -1, isPublished: false })).json()).toEqual(
      badRequest(M.enrollmentNeedsFormat),
    );
  });

  it('still saves an older contest already published without a format, as it is', async () => {
    const older = await insertContest(t.database.db, {
      format: -1,
      isPublished: true,
      isEnrollmentOpen: true,
    });
    const response = await update(older.id, { ...formOf(older), name: 'Renamed Older' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed Older', format: -1, isPublished: true });
  });

  it('toggles each flag on its own, leaving the others as they are', async () => {
    const flags = [
      'isPublished',
      'isFeatured',
      'isPublic',
      'isEnrollmentOpen',
      'isCancelled',
      'chatEnabled',
    ] as const;
    for (const flag of flags) {
      const contest = await insertContest(t.database.db, {
        isPublished: false,
        isFeatured: false,
        isPublic: false,
        isEnrollmentOpen: false,
        isCancelled: false,
        chatEnabled: false,
      });
      const on = await update(contest.id, { ...formOf(contest), [flag]: true });
      expect(on.statusCode).toBe(200);
      for (const other of flags) expect(on.json()[other], `${flag} → ${other}`).toBe(other === flag);
      const off = await update(contest.id, { ...formOf(contest), [flag]: false });
      for (const other of flags) expect(off.json()[other], `${flag} off → ${other}`).toBe(false);
    }
  });

  it('leaves the fields the form did not send as they are', async () => {
    const contest = await insertContest(t.database.db, {
      isFeatured: true,
      featuredDescription: 'Kept',
      chatEnabled: true,
      maxEntries: 4,
      liveStreamLink: 'https://kept.example.com',
      description: 'Kept rules',
    });
    const response = await update(contest.id, {
      name: 'Only Required',
      slug: contest.slug,
      startTime: contest.startTime.toISOString(),
      startingBankroll: contest.startingBankrollCents / 100,
      isPublished: true,
    });
    expect(response.json()).toMatchObject({
      name: 'Only Required',
      isFeatured: true,
      featuredDescription: 'Kept',
      chatEnabled: true,
      maxEntries: 4,
      liveStreamLink: 'https://kept.example.com',
      description: 'Kept rules',
      property: 1,
      format: 1,
    });
  });

  it('takes the read name featuredDescription when the write name is absent, and clears links sent blank', async () => {
    const contest = await insertContest(t.database.db, { ppLink: 'https://old.example.com' });
    const { featureDescription: _write, ...form } = formOf(contest);
    const response = await update(contest.id, {
      ...form,
      featuredDescription: 'From the read name',
      ppLink: '',
      id: contest.id,
      analysis: 'ignored',
      winnersNotified: true,
    });
    expect(response.json()).toMatchObject({
      featuredDescription: 'From the read name',
      ppLink: null,
      analysis: '',
      winnersNotified: false,
    });
  });

  it('moves the contest to a new slug: the new address answers, the old one is gone', async () => {
    const contest = await insertContest(t.database.db);
    const slug = uniqueSlug('moved');
    const response = await update(contest.slug, { ...formOf(contest), slug });
    expect(response.json()).toMatchObject({ id: contest.id, slug });
    expect((await read(slug)).json()).toMatchObject({ id: contest.id, slug });
    expect((await read(contest.slug, admin)).statusCode).toBe(404);
    expect((await update(contest.slug, { ...formOf(contest), slug })).statusCode).toBe(404);
  });

  it('refuses a slug another contest uses with 409, and keeps its own', async () => {
    const contest = await insertContest(t.database.db);
    const other = await insertContest(t.database.db);
    const response = await update(contest.id, { ...formOf(contest), slug: other.slug });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(M.slugTaken);
    expect((await read(contest.id)).json().slug).toBe(contest.slug);
    expect((await update(contest.id, formOf(contest))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown contest and for ids that name nothing, never 500', async () => {
    const contest = await insertContest(t.database.db);
    for (const id of ['no-such-contest', 'abc', '99999999999', '0', '2147483648']) {
      const response = await update(id, formOf(contest));
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(PLAYER_MESSAGES.contestNotFound);
    }
  });

  it('hides an unpublished or non-public contest from visitors and players (404), never from administrators', async () => {
    const contest = await insertContest(t.database.db);
    expect((await read(contest.slug)).statusCode).toBe(200);

    await update(contest.slug, { ...formOf(contest), isPublished: false });
    for (const viewer of [undefined, player]) {
      const response = await read(contest.slug, viewer);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PLAYER_MESSAGES.contestNotFound);
    }
    expect((await read(contest.slug, admin)).statusCode).toBe(200);

    await update(contest.slug, { ...formOf(contest), isPublished: true, isPublic: false });
    expect((await read(contest.slug)).statusCode).toBe(404);
    expect((await read(contest.slug, player)).statusCode).toBe(404);

    await update(contest.slug, { ...formOf(contest), isPublished: true, isPublic: true });
    expect((await read(contest.slug)).statusCode).toBe(200);
  });

  it('changes format and starting bankroll until the first play, starting every entry again from them', async () => {
    const contest = await insertContest(t.database.db, { format: 1, startingBankrollCents: 10_000 });
    const other = await signupAccount(t.app);
    await insertPlayer(t.database.db, contest.id, player.id, {
      bankrollCents: 10_000,
      leaderboardBankrollCents: 10_000,
      rank: 1,
    });
    await insertPlayer(t.database.db, contest.id, other.id, {
      bankrollCents: 7_500,
      leaderboardBankrollCents: 7_500,
      rank: 2,
    });
    const entries = async () =>
      (await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.contestId, contest.id)))
        .sort((a, b) => a.id - b.id)
        .map((row) => [row.bankrollCents, row.leaderboardBankrollCents, row.rank]);

    const raised = await update(contest.id, { ...formOf(contest), startingBankroll: 150 });
    expect(raised.json()).toMatchObject({ startingBankroll: 150, format: 1 });
    expect(await entries()).toEqual([
      [15_000, 15_000, 1],
      [15_000, 15_000, 1],
    ]);
    const win = await update(contest.id, { ...formOf(contest), startingBankroll: 150, format: 2 });
    expect(win.json()).toMatchObject({ startingBankroll: 150, format: 2 });
    expect(await entries()).toEqual([
      [0, 0, 1],
      [0, 0, 1],
    ]);
  });

  it('keeps format and starting bankroll once a play was made; everything else still changes', async () => {
    const contest = await insertContest(t.database.db, { format: 1, startingBankrollCents: 10_000 });
    const { race, runners } = await insertRace(t.database.db);
    const contestRace = await addRaceToContest(t.database.db, contest.id, race.id);
    await insertPlayer(t.database.db, contest.id, player.id);
    const played = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 10,
      runners: [runners[0]!.id],
    });
    expect(played.statusCode).toBe(201);

    const form = formOf(contest);
    // Unpublished and closed, as a contest without a format must be (else 400 before the plays are counted).
    const hidden = { format: -1, startingBankroll: 0, isPublished: false, isEnrollmentOpen: false };
    for (const change of [{ format: 2 }, { startingBankroll: 150 }, hidden]) {
      const response = await update(contest.id, { ...form, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(409);
      expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: M.formatLocked });
    }
    const { format: _format, ...withoutFormat } = form;
    const renamed = await update(contest.id, { ...withoutFormat, name: 'Still Editable', maxEntries: 2 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Still Editable',
      maxEntries: 2,
      format: 1,
      startingBankroll: 100,
    });
    const [entry] = await t.database.db
      .select()
      .from(contestPlayers)
      .where(eq(contestPlayers.contestId, contest.id));
    expect(entry!.bankrollCents).toBe(9_000);
  });
});
