import type { Db } from '../client';
import { ratingRefreshRequests } from '../schema/scoring';
import { draftCard } from './card-drafts';
import { CARD_PLANS } from './card-plans';
import { insertCard, type SeededCard } from './cards';
import { required } from './collections';
import { CONTEST_PLANS } from './contest-plans';
import { draftPlayers, insertPlayers } from './contest-players';
import { insertContest } from './contests';
import { insertAds, insertChat } from './extras';
import { NameMaker } from './names';
import { DEMO_ADMIN_EMAIL, generateAdminPassword, hashDemoPasswords, insertAccounts } from './players';
import { SeededRandom } from './random';
import { insertTracks } from './tracks';

/** Fixed, so the demo data is the same on every run apart from the clock and the admin password. */
const DEMO_SEED = 20_240_305;

export interface SeedDemoOptions {
  /** The clock the demo data is laid out around: upcoming cards after it, past ones before it. */
  now: Date;
  log: (line: string) => void;
}

/**
 * Loads demo data into an empty database, in one transaction: tracks, thoroughbred and harness race cards
 * (upcoming and finalized), contests of both formats with prizes, demo players with entries and plays scored
 * by the game rules, homepage ads, chat and audit rows. Players sign in with 'demo-player-pass'
 * (see players.ts); the administrator's password is generated here and returned for the caller to show once.
 */
export async function seedDemoData(
  db: Db,
  { now, log }: SeedDemoOptions,
): Promise<{ adminEmail: string; adminPassword: string }> {
  const adminPassword = generateAdminPassword();
  const passwordHashes = await hashDemoPasswords(adminPassword);
  const random = new SeededRandom(DEMO_SEED);
  const names = new NameMaker(random);

  const counts = await db.transaction(async (tx) => {
    const tracks = await insertTracks(tx);
    const cards = new Map<string, SeededCard>();
    for (const plan of CARD_PLANS) {
      const draft = draftCard(random, names, plan, required(tracks, plan.trackCode), now);
      cards.set(plan.key, await insertCard(tx, draft));
    }

    const { players } = await insertAccounts(tx, passwordHashes, now);
    let entries = 0;
    let plays = 0;
    let chat = 0;
    for (const [index, plan] of CONTEST_PLANS.entries()) {
      const contest = await insertContest(tx, plan, cards, now);
      const drafts = draftPlayers(random, contest, players, index, now);
      entries += drafts.length;
      plays += await insertPlayers(tx, drafts);
      chat += await insertChat(tx, contest, drafts, now, chat + 1);
    }
    await insertAds(tx);
    // The past contests concluded: their ratings are worked out by the ratings job, as after any finalize.
    await tx.insert(ratingRefreshRequests).values({ requestedAt: now });

    const seededCards = [...cards.values()];
    return {
      tracks: tracks.size,
      cards: seededCards.length,
      races: seededCards.reduce((sum, card) => sum + card.races.length, 0),
      contests: CONTEST_PLANS.length,
      accounts: players.length + 1,
      entries,
      plays,
      chat,
    };
  });

  log(
    `Demo data: ${counts.tracks} tracks, ${counts.cards} race cards with ${counts.races} races, ` +
      `${counts.contests} contests, ${counts.accounts} accounts, ${counts.entries} entries, ` +
      `${counts.plays} plays, ${counts.chat} chat messages.`,
  );
  return { adminEmail: DEMO_ADMIN_EMAIL, adminPassword };
}
