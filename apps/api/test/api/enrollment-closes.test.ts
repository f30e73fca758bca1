import { CONTEST_MESSAGES } from '@cj/shared/contests';
import { AuditEventType } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { contestPlayers } from '../../src/db/schema/contests';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertRace, settleRace, updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

const enroll = (contestKey: string | number, account: TestAccount) =>
  t.app.inject({ method: 'POST', url: `/api/contest/${contestKey}/enroll`, headers: account.headers });
const readContest = async (contestKey: string | number) =>
  (await t.app.inject({ method: 'GET', url: `/api/contest/${contestKey}` })).json();
const addPlayers = (contestKey: string | number, accounts: number[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contest/${contestKey}/players`,
    headers: admin.headers,
    payload: { accounts },
  });
const entriesOf = (contestId: number) =>
  t.database.db.select().from(contestPlayers).where(eq(contestPlayers.contestId, contestId));
const closed = { statusCode: 409, error: 'Conflict', message: PLAYER_MESSAGES.enrollmentClosed };

/** A contest with two races: the first goes off at 20:00, the second at 20:30 (added to the contest first). */
async function twoRaceContest(overrides: Parameters<typeof insertContest>[1] = {}) {
  const db = t.database.db;
  const contest = await insertContest(db, overrides);
  const second = await insertRace(db, {
    race: { postTime: new Date('2030-05-04T20:30:00Z'), raceNumber: 2 },
  });
  const first = await insertRace(db, { race: { postTime: new Date('2030-05-04T20:00:00Z') } });
  await addRaceToContest(db, contest.id, second.race.id);
  await addRaceToContest(db, contest.id, first.race.id);
  return { contest, first, second };
}

describe('enrollment closes when the racing starts', () => {
  it("answers 409 'Enrollment is closed.' once wagering has closed on the first race, whatever the flag says", async () => {
    const { contest, first } = await twoRaceContest({ isEnrollmentOpen: true });
    const early = await signupAccount(t.app);
    const late = await signupAccount(t.app);
    expect(PLAYER_MESSAGES.enrollmentClosed).toBe('Enrollment is closed.');
    expect((await readContest(contest.slug)).status).toBe('upcoming');
    expect((await enroll(contest.slug, early)).statusCode).toBe(201);

    expect(
      (await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true })).statusCode,
    ).toBe(200);
    const refused = await enroll(contest.slug, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(closed);
    expect((await entriesOf(contest.id)).map((entry) => entry.accountId)).toEqual([early.id]);
    expect(await readContest(contest.slug)).toMatchObject({ isEnrollmentOpen: true, status: 'live' });
  });

  it('goes by post time: closing a later race, even one added first, leaves enrollment open', async () => {
    const { contest, first, second } = await twoRaceContest();
    await updateRace(t.app, admin.headers, second.race.id, { isWageringClosed: true });
    expect((await readContest(contest.id)).status).toBe('upcoming');
    expect((await enroll(contest.id, await signupAccount(t.app))).statusCode).toBe(201);

    // A post time moved earlier makes another race the first one.
    await updateRace(t.app, admin.headers, second.race.id, { postTime: '2030-05-04T19:00:00.000Z' });
    expect((await readContest(contest.id)).status).toBe('live');
    expect((await enroll(contest.id, await signupAccount(t.app))).json()).toEqual(closed);
    expect(first.race.postTime.toISOString()).toBe('2030-05-04T20:00:00.000Z');
  });

  it('refuses the late entry that was found: both races finalized, during the audit period and after', async () => {
    const { contest, first, second } = await twoRaceContest();
    await settleRace(t.app, admin.headers, first.race.id, [{ runnerId: first.runners[0]!.id, payoff: 5 }]);
    await settleRace(t.app, admin.headers, second.race.id, [{ runnerId: second.runners[1]!.id, payoff: 7 }]);
    expect((await readContest(contest.slug)).status).toBe('unofficial');
    const late = await signupAccount(t.app);
    expect((await enroll(contest.slug, late)).json()).toEqual(closed);
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 2 * 86_400_000);
      expect((await readContest(contest.slug)).status).toBe('official');
      expect((await enroll(contest.slug, late)).json()).toEqual(closed);
    } finally {
      t.clock.now = start;
    }
    expect(await entriesOf(contest.id)).toEqual([]);
  });

  it('lets the flag close it earlier, with the same answer', async () => {
    const { contest } = await twoRaceContest({ isEnrollmentOpen: false });
    expect((await readContest(contest.slug)).status).toBe('upcoming');
    expect((await enroll(contest.slug, await signupAccount(t.app))).json()).toEqual(closed);
  });

  it('closes by itself at the first race’s post time, nobody pressing anything', async () => {
    const { contest } = await twoRaceContest();
    const start = t.clock.now;
    try {
      t.clock.now = new Date('2030-05-04T19:59:00Z');
      expect((await enroll(contest.slug, await signupAccount(t.app))).statusCode).toBe(201);
      t.clock.now = new Date('2030-05-04T20:00:00Z');
      expect((await enroll(contest.slug, await signupAccount(t.app))).json()).toEqual(closed);
      expect((await readContest(contest.slug)).status).toBe('live');
    } finally {
      t.clock.now = start;
    }
  });

  it('a signup that names a started contest creates the account without an entry (206)', async () => {
    const { contest, first } = await twoRaceContest();
    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: {
        firstName: 'Late',
        lastName: 'Comer',
        email: `late.${process.pid}@example.com`,
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
        rulesAccepted: true,
        contestSlug: contest.slug,
      },
    });
    expect(response.statusCode).toBe(206);
    expect(await entriesOf(contest.id)).toEqual([]);
  });
});

describe('an administrator adds a player after the start', () => {
  it('adds the entry, and the audit log records that wagering had closed on the first race', async () => {
    const { contest, first } = await twoRaceContest();
    const before = await signupAccount(t.app);
    const after = await signupAccount(t.app);
    expect((await addPlayers(contest.slug, [before.id])).statusCode).toBe(201);
    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true });
    const added = await addPlayers(contest.slug, [after.id]);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual([expect.objectContaining({ bankroll: 100 })]);

    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.contestId, contest.id), eq(auditLogs.eventType, AuditEventType.ContestEnrollment)),
      );
    const contentOf = (accountId: number) => audit.find((row) => row.accountId === accountId)?.content;
    expect(contentOf(before.id)).toBe(`${admin.email} entered ${before.email} in ${contest.name} (entry 1).`);
    expect(contentOf(after.id)).toBe(
      `${admin.email} entered ${after.email} in ${contest.name} (entry 1), after wagering had closed on its first race.`,
    );
  });
});

describe('the status the contest page and lists read', () => {
  it('says when the results become official', async () => {
    const { contest, first, second } = await twoRaceContest();
    expect(await readContest(contest.slug)).toMatchObject({ officialAt: null, isOfficial: false });
    await settleRace(t.app, admin.headers, first.race.id, [{ runnerId: first.runners[0]!.id, payoff: 5 }]);
    expect((await readContest(contest.slug)).status).toBe('live');
    await settleRace(t.app, admin.headers, second.race.id, [{ runnerId: second.runners[0]!.id, payoff: 5 }]);
    const read = await readContest(contest.slug);
    const officialAt = new Date(new Date(read.concludedAt).getTime() + 86_400_000);
    expect(read).toMatchObject({ status: 'unofficial', officialAt: officialAt.toISOString() });
    expect(CONTEST_MESSAGES.resultsUnofficialUntil(read.officialAt)).toContain(' UTC on ');
  });
});
