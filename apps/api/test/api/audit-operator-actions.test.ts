import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AuditEventType, PrizeType } from '@cj/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { prizes } from '../../src/db/schema/contests';
import { tracks } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { csvRow, houseCsv } from '../fixtures/race-cards/house-csv';
import { uploadCard } from '../fixtures/race-cards/upload';
import { PNG, postImageForm } from '../image-fixtures';
import {
  addRaceToContest,
  addResult,
  cancelWinContest,
  finalize,
  insertPlayer,
  insertPlayers,
  insertRace,
  placePlay,
  settleRace,
  updateRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

/**
 * Every operator action lands in the audit log, through the real endpoints: its type (11-17), the operator's
 * account (the list's e-mail), and what changed, before → after, naming things as an operator reads them.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-audit-'));
const t = useTestApp({ outbox: { mode: 'manual' }, env: { DATA_DIR: dataDir } });
let admin: TestAccount;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

interface AuditMessage {
  messageId: number;
  content: string;
  createdAt: string;
  email: string | null;
}

const auditList = async (type: number, q = ''): Promise<AuditMessage[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/audit/${type}${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The newest row of the type whose text has `q`, checked to be the operator's. */
async function newest(type: number, q: string) {
  const [row] = await auditList(type, q);
  expect(row, `no type ${type} row with "${q}"`).toBeDefined();
  expect(row!.email).toBe(admin.email.toLowerCase());
  return row!.content;
}

const rowCount = async () => (await t.database.db.select({ id: auditLogs.id }).from(auditLogs)).length;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });

const me = () => admin.email.toLowerCase();

describe('type 11: runner changed or scratched', () => {
  it('records a runner added, edited, scratched, unscratched and removed', async () => {
    const { race, track, runners } = await insertRace(t.database.db);
    const subject = `in ${track.name} Race 1 (May 4, 2030)`;
    const added = await send('POST', 'runners', {
      raceID: race.id,
      programNumber: '7',
      name: 'Late Entry',
      morningLine: '12-1',
      scratched: false,
      mto: false,
      ae: false,
    });
    expect(added.statusCode).toBe(201);
    expect(await newest(AuditEventType.RunnerChanged, 'Late Entry')).toBe(
      `${me()} added runner #7 Late Entry ${subject}.`,
    );

    const second = runners[1]!;
    const edit = (changes: object) =>
      send('PUT', `runners/${second.id}`, {
        programNumber: '2',
        name: second.name,
        morningLine: second.morningLine,
        scratched: false,
        ...changes,
      });
    expect((await edit({ scratched: true })).statusCode).toBe(200);
    expect(await newest(AuditEventType.RunnerChanged, `#2 ${second.name} ${subject}`)).toBe(
      `${me()} scratched runner #2 ${second.name} ${subject}: scratched no → yes.`,
    );
    expect((await edit({ scratched: false, morningLine: '7-2' })).statusCode).toBe(200);
    expect(await newest(AuditEventType.RunnerChanged, `#2 ${second.name} ${subject}`)).toBe(
      `${me()} unscratched runner #2 ${second.name} ${subject}: morning line ${second.morningLine} → 7-2; scratched yes → no.`,
    );

    expect((await send('DELETE', `runners/${added.json().id}`)).statusCode).toBe(200);
    expect(await newest(AuditEventType.RunnerChanged, 'removed runner #7')).toBe(
      `${me()} removed runner #7 Late Entry ${subject}.`,
    );
  });

  it('records the runners a race card import scratched, race by race', async () => {
    const code = `AQ${process.pid}`;
    const [track] = await t.database.db
      .insert(tracks)
      .values({ code, name: 'Aqueduct Test', timezone: 'America/New_York' })
      .returning();
    const card = (scratched: boolean) =>
      Buffer.from(
        houseCsv([
          csvRow({ track: code, date: '2030-11-28', race: 3, program: '1', horse: 'Bold Ruler' }),
          csvRow({
            track: code,
            date: '2030-11-28',
            race: 3,
            program: '4',
            horse: 'Lark',
            scratched: String(scratched),
          }),
        ]),
      );
    expect(
      (await uploadCard(t.app, admin.headers, [{ name: 'card.csv', bytes: card(false) }])).statusCode,
    ).toBe(201);
    expect(await auditList(AuditEventType.RunnerChanged, track!.name)).toEqual([]);
    expect(
      (await uploadCard(t.app, admin.headers, [{ name: 'card.csv', bytes: card(true) }])).statusCode,
    ).toBe(201);
    expect(await newest(AuditEventType.RunnerChanged, track!.name)).toBe(
      `${me()} imported a race card that scratched #4 Lark in Aqueduct Test Race 3 (November 28, 2030).`,
    );
  });

  it('writes no row for a refused change', async () => {
    const { race, runners } = await insertRace(t.database.db);
    const before = await rowCount();
    const taken = await send('PUT', `runners/${runners[0]!.id}`, {
      programNumber: '2',
      name: 'Clash',
      morningLine: '5-1',
      scratched: true,
    });
    expect(taken.statusCode).toBe(409);
    expect(await rowCount()).toBe(before);
    await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    await addResult(t.app, admin.headers, race.id, { pool: 'WIN', payoff: 4, runners: [runners[2]!.id] });
    const afterResult = await rowCount();
    const inResults = await send('PUT', `runners/${runners[2]!.id}`, {
      programNumber: '3',
      name: runners[2]!.name,
      morningLine: '5-1',
      scratched: true,
    });
    expect(inResults.statusCode).toBe(409);
    expect(await rowCount()).toBe(afterResult);
  });
});

describe('type 12: result entered, changed or removed', () => {
  it('records a result entered and removed, with its finishers and payoff', async () => {
    const { race, track, runners } = await insertRace(t.database.db);
    await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    const entered = await addResult(t.app, admin.headers, race.id, {
      pool: 'WIN',
      payoff: 8.4,
      runners: [runners[3]!.id, runners[0]!.id],
    });
    expect(entered.statusCode).toBe(201);
    const subject = `${track.name} Race 1 (May 4, 2030)`;
    expect(await newest(AuditEventType.ResultChanged, subject)).toBe(
      `${me()} entered a result for ${subject}: result (none) → win #4 Runner 4, then #1 Runner 1, $2 payoff $8.40.`,
    );
    const removed = await send('DELETE', `race/${race.id}/results/${entered.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect(await newest(AuditEventType.ResultChanged, `removed a result of ${subject}`)).toBe(
      `${me()} removed a result of ${subject}: result win #4 Runner 4, then #1 Runner 1, $2 payoff $8.40 → (none).`,
    );
  });

  it('writes no row for a result refused (the race still open)', async () => {
    const { race, runners } = await insertRace(t.database.db);
    const before = await rowCount();
    const refused = await addResult(t.app, admin.headers, race.id, {
      pool: 'WIN',
      payoff: 5,
      runners: [runners[0]!.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(await rowCount()).toBe(before);
  });
});

describe('type 13: race finalized', () => {
  it('records who finalized which race, and how many contests and plays it scored', async () => {
    const db = t.database.db;
    const { race, track, runners } = await insertRace(db);
    const first = await insertContest(db, { format: 1 });
    const second = await insertContest(db, { format: 1 });
    const players = await insertPlayers(db, 2, 'finalaudit');
    for (const [i, contest] of [first, second].entries()) {
      const contestRace = await addRaceToContest(db, contest.id, race.id);
      await insertPlayer(db, contest.id, players[i]!.id);
      const played = await placePlay(t.app, players[i]!.headers, contestRace.id, {
        amount: 10,
        runners: [runners[0]!.id],
      });
      expect(played.statusCode).toBe(201);
    }
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[0]!.id, payoff: 6 }]);
    const subject = `${track.name} Race 1 (May 4, 2030)`;
    expect(await newest(AuditEventType.RaceFinalized, subject)).toBe(
      `${me()} finalized ${subject}: 2 contests, 2 plays scored.`,
    );
    const before = await rowCount();
    expect((await finalize(t.app, admin.headers, race.id)).statusCode).toBe(409);
    expect(await rowCount()).toBe(before);
  });
});

describe('type 14: contest changed', () => {
  it('records a contest created, changed field by field, cancelled, its races and its sponsors', async () => {
    const created = await send('POST', 'contests', {
      name: 'Saturday Showdown Audit',
      slug: `saturday-showdown-${process.pid}`,
      startTime: '2030-05-04T17:00:00.000Z',
      startingBankroll: 100,
      description: '',
      format: 1,
      isPublished: false,
    });
    expect(created.statusCode).toBe(201);
    const contest = created.json();
    expect(await newest(AuditEventType.ContestChanged, 'created contest Saturday Showdown Audit')).toBe(
      `${me()} created contest Saturday Showdown Audit: start time (none) → 5:00 PM UTC on May 4, 2030; ` +
        'starting bankroll (none) → $100.00; format (none) → Win Bankroll; published (none) → no; ' +
        'enrollment open (none) → no.',
    );

    const changed = await send('PUT', `contest/${contest.id}`, {
      name: 'Saturday Showdown Audit',
      slug: contest.slug,
      startTime: '2030-05-04T17:00:00.000Z',
      startingBankroll: 250,
      format: 1,
      maxEntries: 2,
      isPublished: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(await newest(AuditEventType.ContestChanged, 'changed contest Saturday Showdown Audit')).toBe(
      `${me()} changed contest Saturday Showdown Audit: starting bankroll $100.00 → $250.00; max entries 1 → 2.`,
    );

    const { race, track } = await insertRace(t.database.db);
    const raceAdded = await send('POST', 'contest/add-race', {
      contestID: contest.id,
      raceID: race.id,
      maxWagers: 2,
      minWagerAmount: 5,
    });
    expect(raceAdded.statusCode).toBe(201);
    expect(await newest(AuditEventType.ContestChanged, `added ${track.name}`)).toBe(
      `${me()} added ${track.name} Race 1 (May 4, 2030) to contest Saturday Showdown Audit: ` +
        'max plays (none) → 2; minimum stake (none) → $5.00.',
    );
    expect((await send('DELETE', `contest-race/${raceAdded.json().id}`)).statusCode).toBe(200);
    expect(await newest(AuditEventType.ContestChanged, `removed ${track.name}`)).toBe(
      `${me()} removed ${track.name} Race 1 (May 4, 2030) from contest Saturday Showdown Audit: ` +
        'max plays 2 → (none); minimum stake $5.00 → (none).',
    );

    const sponsor = await postImageForm(
      t.app,
      `/api/contest/${contest.slug}/sponsor`,
      admin.headers,
      { name: 'Acme Feed', layoutOrder: '1' },
      [{ filename: 'acme.png', bytes: PNG, type: 'image/png' }],
    );
    expect(sponsor.statusCode).toBe(201);
    expect(await newest(AuditEventType.ContestChanged, 'Acme Feed')).toBe(
      `${me()} added the sponsor Acme Feed to contest Saturday Showdown Audit.`,
    );

    const cancelled = await cancelWinContest(t.app, admin.headers, {
      ...contest,
      startTime: new Date(contest.startTime),
    });
    expect(cancelled.statusCode).toBe(200);
    const text = await newest(AuditEventType.ContestChanged, 'cancelled contest Saturday Showdown Audit');
    expect(text).toContain('format Win Bankroll → Win');
    expect(text).toContain('cancelled no → yes');
  });

  it('writes no row when the change is refused', async () => {
    const contest = await insertContest(t.database.db);
    const before = await rowCount();
    const refused = await send('POST', 'contest/add-race', {
      contestID: contest.id,
      raceID: 2_000_000_000,
      maxWagers: 1,
      minWagerAmount: 0,
    });
    expect(refused.statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
  });
});

describe('type 15: prize changed, paid or notified', () => {
  it('records a prize added, changed, paid, the winners e-mailed and a prize removed', async () => {
    const db = t.database.db;
    const contest = await insertContest(db, {
      name: 'Prize Audit Cup',
      concludedAt: new Date(t.clock.now.getTime() - 2 * 86_400_000),
    });
    const player = await signupAccount(t.app);
    await insertPlayer(db, contest.id, player.id, { rank: 1 });
    const added = await send('POST', `contest/${contest.id}/prizes`, {
      label: '',
      placement: 1,
      type: PrizeType.Cash,
      value: 500,
    });
    expect(added.statusCode).toBe(201);
    const prize = added.json();
    expect(await newest(AuditEventType.PrizeChanged, 'added prize 1st place')).toBe(
      `${me()} added prize 1st place ($500.00 cash) of contest Prize Audit Cup: ` +
        'placement (none) → 1; type (none) → cash; value (none) → $500.00; paid (none) → no.',
    );
    const paid = await send('PUT', `contest/${contest.id}/prizes/${prize.id}`, {
      prizeID: prize.id,
      label: '',
      placement: 1,
      type: PrizeType.Cash,
      value: 450,
      paid: true,
    });
    expect(paid.statusCode).toBe(200);
    expect(await newest(AuditEventType.PrizeChanged, 'marked paid')).toBe(
      `${me()} marked paid prize 1st place ($500.00 cash) of contest Prize Audit Cup: value $500.00 → $450.00; paid no → yes.`,
    );

    expect((await send('POST', `admin/prizes/${contest.id}/notify`)).statusCode).toBe(200);
    expect(await newest(AuditEventType.PrizeChanged, 'e-mailed')).toBe(
      `${me()} e-mailed the winner of contest Prize Audit Cup: winners notified no → yes.`,
    );

    expect((await send('POST', `contest/${contest.id}/prizes/${prize.id}`)).statusCode).toBe(200);
    expect(await newest(AuditEventType.PrizeChanged, 'removed prize')).toContain(
      `${me()} removed prize 1st place ($450.00 cash) of contest Prize Audit Cup: placement 1 → (none)`,
    );
  });

  it('writes no row when paying a prize before the results are official', async () => {
    const contest = await insertContest(t.database.db);
    const [prize] = await t.database.db
      .insert(prizes)
      .values({ contestId: contest.id, placement: 1, type: PrizeType.Cash, valueCents: 1_000, label: '' })
      .returning();
    const before = await rowCount();
    const refused = await send('PUT', `contest/${contest.id}/prizes/${prize!.id}`, {
      prizeID: prize!.id,
      placement: 1,
      type: PrizeType.Cash,
      value: 10,
      paid: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(await rowCount()).toBe(before);
    const [stored] = await t.database.db.select().from(prizes).where(eq(prizes.id, prize!.id));
    expect(stored!.paid).toBe(false);
  });
});

describe('type 16: player changed or removed', () => {
  it('records players added, an entry edited and an entry removed', async () => {
    const contest = await insertContest(t.database.db, { name: 'Player Audit Derby' });
    const player = await signupAccount(t.app);
    const added = await send('POST', `contest/${contest.id}/players`, { accounts: [player.id] });
    expect(added.statusCode).toBe(201);
    const entry = added.json()[0];
    const email = player.email.toLowerCase();
    expect(await newest(AuditEventType.PlayerChanged, `added ${email}`)).toBe(
      `${me()} added ${email} as a player to contest Player Audit Derby.`,
    );

    const edited = await send('PUT', `contest/${contest.id}/players/${entry.id}`, {
      name: 'Renamed Entry',
      bankroll: 120,
      leaderboardBankroll: 100,
    });
    expect(edited.statusCode).toBe(200);
    expect(await newest(AuditEventType.PlayerChanged, 'changed the entry')).toBe(
      `${me()} changed the entry ${entry.name} (${email}) in contest Player Audit Derby: ` +
        `name ${entry.name} → Renamed Entry; bankroll $100.00 → $120.00.`,
    );

    expect((await send('DELETE', `players/${entry.id}`)).statusCode).toBe(200);
    expect(await newest(AuditEventType.PlayerChanged, 'removed the entry Renamed Entry')).toBe(
      `${me()} removed the entry Renamed Entry (${email}) from contest Player Audit Derby: bankroll $120.00 → (none).`,
    );
  });

  it('writes no row for a refused edit', async () => {
    const contest = await insertContest(t.database.db);
    const before = await rowCount();
    const refused = await send('PUT', `contest/${contest.id}/players/2000000000`, {
      name: 'Nobody',
      bankroll: 1,
      leaderboardBankroll: 1,
    });
    expect(refused.statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
  });
});

describe('type 17: account changed', () => {
  const edit = (account: TestAccount, changes: object) =>
    send('PUT', 'admin/accounts', {
      id: account.id,
      firstName: 'Jane',
      lastName: 'Player',
      email: account.email,
      isLocked: false,
      isAdministrator: false,
      ...changes,
    });

  it('records administrator granted and taken, lock, unlock, name edits and a reset e-mail sent', async () => {
    const jane = await signupAccount(t.app, { firstName: 'Jane', lastName: 'Player' });
    const email = jane.email.toLowerCase();
    const subject = `account ${email}`;
    expect((await edit(jane, { isAdministrator: true })).statusCode).toBe(200);
    expect(await newest(AuditEventType.AccountChanged, `granted administrator rights to ${subject}`)).toBe(
      `${me()} granted administrator rights to ${subject}: administrator no → yes.`,
    );
    expect((await edit(jane, {})).statusCode).toBe(200);
    expect(await newest(AuditEventType.AccountChanged, `took administrator rights from ${subject}`)).toBe(
      `${me()} took administrator rights from ${subject}: administrator yes → no.`,
    );
    expect((await edit(jane, { isLocked: true, lastName: 'Doe' })).statusCode).toBe(200);
    expect(await newest(AuditEventType.AccountChanged, `locked ${subject}`)).toBe(
      `${me()} locked ${subject}: last name Player → Doe; locked no → yes.`,
    );
    expect((await edit(jane, { lastName: 'Doe' })).statusCode).toBe(200);
    expect(await newest(AuditEventType.AccountChanged, `unlocked ${subject}`)).toBe(
      `${me()} unlocked ${subject}: locked yes → no.`,
    );
    expect((await send('POST', `admin/accounts/${jane.id}/password-reset`)).statusCode).toBeLessThan(300);
    expect(await newest(AuditEventType.AccountChanged, `password reset e-mail to ${subject}`)).toBe(
      `${me()} sent a password reset e-mail to ${subject}.`,
    );
    // Searching by the operator's e-mail finds what they did.
    expect((await auditList(AuditEventType.AccountChanged, me())).length).toBeGreaterThanOrEqual(5);
  });

  it('writes no row for a refused edit (an e-mail another account uses)', async () => {
    const jane = await signupAccount(t.app);
    const other = await signupAccount(t.app);
    const before = await rowCount();
    const refused = await edit(jane, { email: other.email, isAdministrator: true });
    expect(refused.statusCode).toBe(409);
    expect(await rowCount()).toBe(before);
  });
});
