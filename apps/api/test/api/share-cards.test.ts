import { ContestFormat } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { SHARE_CARD_MESSAGES } from '@cj/shared/share-card';
import { describe, expect, it } from 'vitest';
import { findPlayerCard, playerCardSvg } from '../../src/modules/share-cards/service';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertPlayers, insertRace, settleRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const cardUrl = (contest: string | number, playerId: number | string) =>
  `/api/contest/${contest}/players/${playerId}/card.png`;

const getCard = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height a PNG's header chunk (IHDR, right after the signature) declares. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const renders = async () => (await t.app.ctx.metrics.shareCardsRendered.get()).values[0]?.value ?? 0;

/**
 * A started contest (its first race closed, the second open) with Pat Quackenbush's entry at $150 between two
 * others at $200 and $90.
 */
async function startedContest(overrides: Parameters<typeof insertContest>[1] = {}) {
  const contest = await insertContest(t.database.db, {
    name: 'Saturday Stakes Challenge',
    startTime: new Date('2030-05-04T15:00:00Z'),
    format: ContestFormat.WinBankroll,
    ...overrides,
  });
  const first = await insertRace(t.database.db, {
    race: { raceNumber: 1, postTime: new Date('2030-05-04T15:00:00Z'), isWageringClosed: true },
  });
  const second = await insertRace(t.database.db, {
    race: { raceNumber: 2, postTime: new Date('2030-05-04T15:30:00Z') },
  });
  await addRaceToContest(t.database.db, contest.id, first.race.id);
  await addRaceToContest(t.database.db, contest.id, second.race.id);
  const pat = await signupAccount(t.app, { firstName: 'Pat', lastName: 'Quackenbush' });
  const entry = await insertPlayer(t.database.db, contest.id, pat.id, {
    bankrollCents: 15_000,
    leaderboardBankrollCents: 15_000,
  });
  const others = await insertPlayers(t.database.db, 2, 'card');
  for (const [index, cents] of [20_000, 9_000].entries()) {
    await insertPlayer(t.database.db, contest.id, others[index]!.id, {
      bankrollCents: cents,
      leaderboardBankrollCents: cents,
    });
  }
  return { contest, entry, pat, first, second };
}

describe('GET /api/contest/{id}/players/{playerId}/card.png', () => {
  it('draws the card as a 1200×630 PNG that caches keep and ask again about; a burst draws it once', async () => {
    const { contest, entry } = await startedContest();
    const before = await renders();

    const response = await getCard(cardUrl(contest.id, entry.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });

    const bySlug = await getCard(cardUrl(contest.slug, entry.id));
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.headers.etag).toBe(etag);
    expect(bySlug.rawPayload.equals(response.rawPayload)).toBe(true);

    const notModified = await getCard(cardUrl(contest.id, entry.id), { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.rawPayload.length).toBe(0);

    const burst = await Promise.all(
      Array.from({ length: 5 }, () => getCard(cardUrl(contest.slug, entry.id))),
    );
    expect(burst.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await renders()).toBe(before + 1);
  });

  it('is tagged anew, and drawn again, once a race of the contest is finalized', async () => {
    const { contest, entry, first } = await startedContest();
    const url = cardUrl(contest.id, entry.id);
    const etag = String((await getCard(url)).headers.etag);
    const before = await renders();

    const admin = await signupAdministrator(t.app, t.database.db);
    await settleRace(t.app, admin.headers, first.race.id, [{ runnerId: first.runners[0]!.id, payoff: 6 }]);

    const after = await getCard(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(pngSize(after.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(await renders()).toBe(before + 1);
    expect((await getCard(url, { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
  });

  it("shows the host's brand, the contest, the first name and initial, the rank of the entries and the figure", async () => {
    const { contest, entry, pat, first } = await startedContest();
    const admin = await signupAdministrator(t.app, t.database.db);
    await settleRace(t.app, admin.headers, first.race.id, [{ runnerId: first.runners[0]!.id, payoff: 6 }]);

    const answer = await findPlayerCard(t.app.ctx, contest.slug, entry.id, false);
    const { svg, texts } = await playerCardSvg(answer.card);
    expect(texts).toEqual([
      'CJ',
      'Contest Jockey',
      'After 1 of 2 races',
      'Saturday Stakes Challenge',
      'May 4, 2030',
      'Player',
      'Pat Q.',
      'cj.test',
      'Rank',
      '2nd',
      'of 3 entries',
      'Bankroll',
      '$150.00',
    ]);
    for (const secret of ['Quackenbush', pat.email, pat.email.split('@')[0]!]) {
      expect(texts.join(' ')).not.toContain(secret);
      expect(svg).not.toContain(secret);
    }

    const harness = await findPlayerCard(t.app.ctx, contest.slug, entry.id, true);
    expect(harness.card.brand).toEqual({ name: 'Harness Jockey', initials: 'HJ', host: 'harness.test' });
    expect(harness.etag).not.toBe(answer.etag);
    const overHttp = await getCard(cardUrl(contest.slug, entry.id), { host: 'harness.test:443' });
    expect(overHttp.headers.etag).toBe(harness.etag);
  });

  it('calls a Win entry’s figure its score, says when entries are level and before any result', async () => {
    const { contest, entry } = await startedContest({ format: ContestFormat.Win });
    const others = await insertPlayers(t.database.db, 1, 'level');
    await insertPlayer(t.database.db, contest.id, others[0]!.id, {
      bankrollCents: 15_000,
      leaderboardBankrollCents: 15_000,
    });
    const { card } = await findPlayerCard(t.app.ctx, contest.id.toString(), entry.id, false);
    expect(card).toMatchObject({
      place: '2nd',
      placeOf: 'of 4 entries, tied',
      figureLabel: 'Score',
      figure: '$150.00',
      asOf: 'Before the first result',
    });
  });

  it('answers 404 before the contest starts, for a cancelled, hidden or unknown contest, and an entry not in it', async () => {
    const { contest, entry } = await startedContest();
    const admin = await signupAdministrator(t.app, t.database.db);
    const upcoming = await insertContest(t.database.db);
    const upcomingEntry = await insertPlayer(t.database.db, upcoming.id, admin.id);
    const { contest: cancelled, entry: cancelledEntry } = await startedContest({ isCancelled: true });
    const { contest: hidden, entry: hiddenEntry } = await startedContest({ isPublic: false });
    const { contest: draft, entry: draftEntry } = await startedContest({ isPublished: false });

    const cases: [string, string][] = [
      [cardUrl(upcoming.slug, upcomingEntry.id), SHARE_CARD_MESSAGES.notStarted],
      [cardUrl(cancelled.slug, cancelledEntry.id), PLAYER_MESSAGES.contestCancelled],
      [cardUrl(hidden.slug, hiddenEntry.id), PLAYER_MESSAGES.contestNotFound],
      [cardUrl(draft.id, draftEntry.id), PLAYER_MESSAGES.contestNotFound],
      [cardUrl('no-such-contest', entry.id), PLAYER_MESSAGES.contestNotFound],
      [cardUrl(2_147_483_647, entry.id), PLAYER_MESSAGES.contestNotFound],
      [cardUrl(contest.slug, upcomingEntry.id), PLAYER_MESSAGES.playerNotFound],
      [cardUrl(contest.slug, 2_147_483_647), PLAYER_MESSAGES.playerNotFound],
    ];
    for (const [url, message] of cases) {
      // An administrator, who sees hidden contests elsewhere, gets the visitor's answer: the card is public.
      for (const headers of [{}, admin.headers]) {
        const response = await getCard(url, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        expect(response.json(), url).toEqual({ statusCode: 404, error: 'Not Found', message });
      }
    }
  });

  it('answers 400 for a player id that is not one', async () => {
    const { contest } = await startedContest();
    for (const playerId of ['abc', '0', '-1', '1.5', '2147483648', '12345678901', '%00']) {
      const response = await getCard(cardUrl(contest.slug, playerId));
      expect(response.statusCode, playerId).toBe(400);
      expect(response.json().message, playerId).toBe(SHARE_CARD_MESSAGES.invalidPlayerId);
    }
  });
});

describe('the share card rate limit', () => {
  const limited = useTestApp({ rateLimits: { enabled: true, shareCardPerIp: 2 } });

  it('answers 429 with Retry-After past the limit of an address', async () => {
    const url = cardUrl('no-such-contest', 1);
    for (let i = 0; i < 2; i++) {
      expect((await limited.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const refused = await limited.app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
