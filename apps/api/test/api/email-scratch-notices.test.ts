import { EmailType } from '@cj/shared/enums';
import type { Runner } from '@cj/shared/races';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/email';
import { emailLinkSecret } from '../../src/lib/email-link-secret';
import { unsubscribeToken } from '../../src/lib/email-links';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { importedScratchCard } from '../fixtures/race-cards/scratch-card';
import { addRaceToContest, insertPlayer, insertRace, placePlay, updateRace } from '../race-fixtures';
import { useSmtpTestServer } from '../smtp-test-server';
import { useTestApp } from '../test-app';

/**
 * A player is e-mailed when a pick is scratched, through the outbox (queued in the transaction that
 * scratches the runner), as a contest update the address can turn off, once per play. Delivered to a real SMTP
 * server.
 */

const smtp = useSmtpTestServer();
const t = useTestApp({ mailer: smtp.mailer, outbox: { mode: 'manual' } });

const scratchNoticesTo = (email: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'pick-scratched')))
    .orderBy(emailOutbox.id);

const changeRunner = (
  admin: TestAccount,
  runner: { id: number; programNumber: string | null; name: string },
  fields: object,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/runners/${runner.id}`,
    headers: admin.headers,
    payload: {
      programNumber: runner.programNumber ?? '',
      name: runner.name,
      morningLine: '5-1',
      scratched: false,
      ...fields,
    },
  });

/** A race with six runners in a contest (harness brand unless told), and an administrator. */
async function contestRace(contest: Parameters<typeof insertContest>[1] = {}) {
  const db = t.database.db;
  const created = await insertContest(db, { name: 'Meadowlands Pace Challenge', property: 2, ...contest });
  const { race, runners, track } = await insertRace(db);
  const contestRaceRow = await addRaceToContest(db, created.id, race.id, { maxWagers: 3 });
  const admin = await signupAdministrator(t.app, db);
  return { contest: created, race, runners, track, contestRace: contestRaceRow, admin };
}

async function playerWithPlay(
  setup: Awaited<ReturnType<typeof contestRace>>,
  runnerIndex: number,
  options: { firstName?: string; alternateIndex?: number } = {},
) {
  const player = await signupAccount(t.app, { firstName: options.firstName ?? 'Pat' });
  const entry = await insertPlayer(t.database.db, setup.contest.id, player.id, {
    name: `${options.firstName ?? 'Pat'} P.`,
  });
  const placed = await placePlay(t.app, player.headers, setup.contestRace.id, {
    amount: 5,
    runners: [setup.runners[runnerIndex]!.id],
    ...(options.alternateIndex === undefined
      ? {}
      : { alternateRunner: setup.runners[options.alternateIndex]!.id }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { player, entry, playId: placed.json().id as number };
}

describe('the scratch e-mail', () => {
  it('is queued with the scratch, once per play on the runner, and delivered in the contest’s brand', async () => {
    const setup = await contestRace({ alternatesEnabled: true });
    const harper = await playerWithPlay(setup, 0, { firstName: 'Harper', alternateIndex: 4 });
    const bo = await playerWithPlay(setup, 0, { firstName: 'Bo' });
    const other = await playerWithPlay(setup, 1, { firstName: 'Other' });

    const scratched = await changeRunner(setup.admin, setup.runners[0]!, { scratched: true });
    expect(scratched.statusCode).toBe(200);
    // In the outbox when the call answers: the same transaction wrote them.
    expect(await scratchNoticesTo(harper.player.email)).toEqual([
      expect.objectContaining({
        status: 'pending',
        unsubscribeType: 'contest-updates',
        dedupeKey: `scratch:${harper.playId}`,
      }),
    ]);
    expect(await scratchNoticesTo(bo.player.email)).toHaveLength(1);
    expect(await scratchNoticesTo(other.player.email)).toEqual([]);

    expect(await t.app.ctx.outbox.drain()).toMatchObject({ sent: 2, failed: 0 });
    const [mail] = smtp.receivedBy(harper.player.email);
    expect(mail?.subject).toBe(
      'Harness Jockey: your pick in Race 1 of Meadowlands Pace Challenge was scratched',
    );
    expect(mail?.text).toContain(
      `Hi Harper, #1 Runner 1, the pick of Harper P. in Race 1 at ${setup.track.name} (Meadowlands Pace Challenge), has been scratched.`,
    );
    expect(mail?.text).toContain(
      'Unless you change it, the play will be scored as #5 Runner 5, your alternate.',
    );
    expect(mail?.text).toContain(
      'You can change your pick on the contest page until wagering on the race closes.',
    );
    expect(mail?.text).toContain(`Open Contest: http://harness.test/contest/${setup.contest.slug}`);
    expect(mail?.html).toContain(`href="http://harness.test/contest/${setup.contest.slug}"`);
    expect(mail?.html).toContain('<h1');
    const token = unsubscribeToken(emailLinkSecret(t.app.ctx.config), harper.player.email, 'contest-updates');
    const unsubscribe = `http://harness.test/email/unsubscribe/${encodeURIComponent(harper.player.email)}/contest-updates?token=${token}`;
    expect(mail?.text).toContain(`Unsubscribe from these e-mails: ${unsubscribe}`);
    expect(smtp.header(mail!, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);

    const [boMail] = smtp.receivedBy(bo.player.email);
    expect(boMail?.text).toContain(
      'Unless you change it, the play will be scored as the post-time favorite.',
    );
    expect(smtp.receivedBy(other.player.email)).toEqual([]);
  });

  it('goes once per play, even when the runner is scratched, unscratched and scratched again', async () => {
    const setup = await contestRace({ property: 1, name: 'Derby Day Classic' });
    const { player } = await playerWithPlay(setup, 2);
    for (const scratched of [true, false, true, false, true]) {
      expect((await changeRunner(setup.admin, setup.runners[2]!, { scratched })).statusCode).toBe(200);
    }
    expect(await scratchNoticesTo(player.email)).toHaveLength(1);
    await t.app.ctx.outbox.drain();
    const mails = smtp.receivedBy(player.email).filter((mail) => mail.subject?.includes('scratched'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Contest Jockey: your pick in Race 1 of Derby Day Classic was scratched',
    ]);
    // A closed race: the player can no longer change it, and the e-mail does not say so.
    const late = await contestRace({ property: 1 });
    const latePlay = await playerWithPlay(late, 3);
    await updateRace(t.app, late.admin.headers, late.race.id, { isWageringClosed: true });
    await changeRunner(late.admin, late.runners[3]!, { scratched: true });
    await t.app.ctx.outbox.drain();
    const [lateMail] = smtp
      .receivedBy(latePlay.player.email)
      .filter((mail) => mail.subject?.includes('scratched'));
    expect(lateMail?.text).toContain('the play will be scored as the post-time favorite.');
    expect(lateMail?.text).not.toContain('You can change your pick');
  });

  it('is not queued by a change that is not a new scratch, nor by a refused one', async () => {
    const setup = await contestRace();
    const { player } = await playerWithPlay(setup, 1);
    expect((await changeRunner(setup.admin, setup.runners[1]!, { name: 'Renamed' })).statusCode).toBe(200);
    // Another runner's program number: refused (409), rolled back, nothing queued.
    const taken = await changeRunner(setup.admin, setup.runners[1]!, { programNumber: '3', scratched: true });
    expect(taken.statusCode).toBe(409);
    expect(await scratchNoticesTo(player.email)).toEqual([]);
  });

  it('is not sent to an address that turned contest updates off', async () => {
    const setup = await contestRace();
    const { player } = await playerWithPlay(setup, 0);
    const optOut = await t.app.inject({
      method: 'POST',
      url: '/api/email/update-preference',
      headers: player.headers,
      payload: { email: player.email, type: EmailType.ContestUpdates, enabled: false },
    });
    expect(optOut.statusCode).toBe(200);
    await changeRunner(setup.admin, setup.runners[0]!, { scratched: true });
    expect(await t.app.ctx.outbox.drain()).toMatchObject({ sent: 0, suppressed: 1 });
    expect(smtp.receivedBy(player.email)).toEqual([]);
    expect(await scratchNoticesTo(player.email)).toEqual([expect.objectContaining({ status: 'suppressed' })]);
  });

  it('is queued when a card import scratches a played runner', async () => {
    const db = t.database.db;
    const { race, importAgain } = await importedScratchCard(
      t.app,
      db,
      `S${process.pid % 10_000}`,
      'Scratch Test Park',
    );
    const contest = await insertContest(db, { name: 'Import Stakes' });
    const contestRaceRow = await addRaceToContest(db, contest.id, race.id);
    const runnersOfRace: Runner[] = (
      await t.app.inject({ method: 'GET', url: `/api/race/${race.id}/runners` })
    ).json();
    const player = await signupAccount(t.app, { firstName: 'Ivy' });
    await insertPlayer(db, contest.id, player.id, { name: 'Ivy P.' });
    const placed = await placePlay(t.app, player.headers, contestRaceRow.id, {
      amount: 5,
      runners: [runnersOfRace.find((runner) => runner.name === 'Late Bloomer')!.id],
    });
    expect(placed.statusCode).toBe(201);

    expect((await importAgain(true)).statusCode).toBe(201);
    expect(await scratchNoticesTo(player.email)).toEqual([
      expect.objectContaining({ dedupeKey: `scratch:${placed.json().id}` }),
    ]);
    // The same card again changes nothing.
    expect((await importAgain(true)).statusCode).toBe(201);
    expect(await scratchNoticesTo(player.email)).toHaveLength(1);
    await t.app.ctx.outbox.drain();
    const [mail] = smtp.receivedBy(player.email).filter((m) => m.subject?.includes('scratched'));
    expect(mail?.text).toContain(
      '#2 Late Bloomer, the pick of Ivy P. in Race 1 at Scratch Test Park (Import Stakes)',
    );
  });

  it('a second play on the same scratched runner is a play of its own: it gets its own e-mail', async () => {
    const setup = await contestRace();
    const first = await playerWithPlay(setup, 5);
    await changeRunner(setup.admin, setup.runners[5]!, { scratched: true });
    await changeRunner(setup.admin, setup.runners[5]!, { scratched: false });
    const again = await placePlay(t.app, first.player.headers, setup.contestRace.id, {
      amount: 5,
      runners: [setup.runners[5]!.id],
    });
    expect(again.statusCode).toBe(201);
    await changeRunner(setup.admin, setup.runners[5]!, { scratched: true });
    const keys = (
      await t.database.db
        .select({ key: emailOutbox.dedupeKey })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, first.player.email), like(emailOutbox.dedupeKey, 'scratch:%')))
        .orderBy(emailOutbox.id)
    ).map((row) => row.key);
    expect(keys).toEqual([`scratch:${first.playId}`, `scratch:${again.json().id}`]);
  });

  it('goes once more when the alternate a scratched pick was to be scored as is scratched too', async () => {
    const setup = await contestRace({ alternatesEnabled: true });
    const { player, playId } = await playerWithPlay(setup, 0, { firstName: 'Quinn', alternateIndex: 4 });
    expect((await changeRunner(setup.admin, setup.runners[0]!, { scratched: true })).statusCode).toBe(200);
    // The alternate is scratched, unscratched and scratched again: one more notice, not two.
    for (const scratched of [true, false, true]) {
      expect((await changeRunner(setup.admin, setup.runners[4]!, { scratched })).statusCode).toBe(200);
    }
    expect((await scratchNoticesTo(player.email)).map((row) => row.dedupeKey)).toEqual([
      `scratch:${playId}`,
      `scratch-alternate:${playId}`,
    ]);
    await t.app.ctx.outbox.drain();
    // The outbox sends its messages side by side: the order they arrive in is not theirs.
    const mailWith = (subject: string) => {
      const found = smtp.receivedBy(player.email).filter((mail) => mail.subject === subject);
      expect(found).toHaveLength(1);
      return found[0]!;
    };
    const first = mailWith('Harness Jockey: your pick in Race 1 of Meadowlands Pace Challenge was scratched');
    const second = mailWith(
      'Harness Jockey: the alternate of your pick in Race 1 of Meadowlands Pace Challenge was scratched',
    );
    expect(first.text).toContain('the play will be scored as #5 Runner 5, your alternate.');
    expect(second.text).toContain(
      `Hi Quinn, #5 Runner 5, the alternate of Quinn P. in Race 1 at ${setup.track.name} (Meadowlands Pace Challenge), has been scratched too, so it cannot replace the scratched pick #1 Runner 1.`,
    );
    expect(second.text).toContain(
      'Unless you change it, the play will now be scored as the post-time favorite.',
    );
    expect(second.text).toContain(
      'You can change your pick on the contest page until wagering on the race closes.',
    );
    expect(smtp.header(second, 'List-Unsubscribe')).toContain('/contest-updates?token=');
  });

  it('does not go when the first notice already named the favorite, nor while the pick runs', async () => {
    const setup = await contestRace({ alternatesEnabled: true });
    const { player, playId } = await playerWithPlay(setup, 1, { alternateIndex: 2 });
    // The alternate is scratched while the pick runs: the play still runs on its pick.
    await changeRunner(setup.admin, setup.runners[2]!, { scratched: true });
    expect(await scratchNoticesTo(player.email)).toEqual([]);
    // Then the pick: its one notice says the post-time favorite.
    await changeRunner(setup.admin, setup.runners[1]!, { scratched: true });
    expect((await scratchNoticesTo(player.email)).map((row) => row.dedupeKey)).toEqual([`scratch:${playId}`]);
    await t.app.ctx.outbox.drain();
    const mails = smtp.receivedBy(player.email).filter((mail) => mail.subject?.includes('scratched'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('the play will be scored as the post-time favorite.');
  });
});
