import { scratchSubstitute } from '@cj/shared/rules/scratched-play';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { ScratchScope } from '../../db/scratch-scope';
import { contestEmailAd } from '../ads/service';
import type { EmailAd } from '../email/email-ad';
import { queueEmailsOnce } from '../email/outbox';
import { type EmailSite, siteOfProperty } from '../email/outgoing-email';
import { alternateScratchedEmail, pickScratchedEmail } from '../email/pick-scratched-email';
import { queuePickScratchedAlerts } from '../push/alerts';
import {
  listPlaysWithAlternateScratched,
  listScratchedPlays,
  type ScratchedPlay,
} from './scratch-notice-repository';

/**
 * A player is e-mailed when a pick is scratched, once per play. Called in the transaction that marks
 * runners scratched (an administrator's change, a card import): one statement reads the plays on scratched runners
 * of `scope`, one writes their messages to the outbox under 'scratch:<playId>', skipping any key already there, so
 * scratching, unscratching and scratching again, or two instances at once, still send one. When the alternate a
 * first notice said the play would be scored as is scratched later, one more notice ('scratch-alternate:<playId>')
 * says it is now scored as the post-time favorite. Whether the address
 * takes contest updates is checked when the message goes (decision 010). Players who turned the scratch alert on
 * also get a push alert (decision 032), queued in the same transaction. Answers how many messages were
 * queued; the caller calls `notifyScratchNotices` after commit.
 */
export async function queueScratchNotices(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config' | 'now'>,
  scope: ScratchScope,
): Promise<number> {
  const alerts = await queuePickScratchedAlerts(tx, ctx, scope);
  return alerts + (await queueScratchEmails(tx, ctx, scope));
}

/** Once the transaction that queued scratch notices has committed: wakes the e-mail and push workers. */
export async function notifyScratchNotices(ctx: Pick<AppContext, 'outbox' | 'pushOutbox'>, queued: number) {
  if (queued === 0) return;
  await ctx.outbox.notify();
  await ctx.pushOutbox.notify();
}

async function queueScratchEmails(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config' | 'now'>,
  scope: ScratchScope,
): Promise<number> {
  // Both read before either is queued: a pick scratched with its alternate gets only the first notice.
  const now = ctx.now();
  const alternatesGone = await listPlaysWithAlternateScratched(tx, scope, now);
  const plays = await listScratchedPlays(tx, scope, now);
  if (plays.length === 0 && alternatesGone.length === 0) return 0;
  const brands = new Map<number, { site: EmailSite; ad: EmailAd | null }>();
  for (const property of new Set([...plays, ...alternatesGone].map((play) => play.contest.property))) {
    brands.set(property, {
      site: siteOfProperty(ctx.config, property),
      ad: await contestEmailAd(tx, property),
    });
  }
  const brandOf = (play: ScratchedPlay) => brands.get(play.contest.property)!;
  const emails = [
    ...plays.map((play) => ({
      dedupeKey: `scratch:${play.playId}`,
      email: pickScratchedEmail({ to: play.email, pick: scratchedPick(play), ...brandOf(play) }),
    })),
    ...alternatesGone.flatMap((play) =>
      play.alternate
        ? [
            {
              dedupeKey: `scratch-alternate:${play.playId}`,
              email: alternateScratchedEmail({
                to: play.email,
                pick: { ...scratchedPick(play), alternate: play.alternate },
                ...brandOf(play),
              }),
            },
          ]
        : [],
    ),
  ];
  return queueEmailsOnce(tx, emails, ctx.now());
}

/** What a scratch e-mail tells of a play: the pick, and what it is scored as now (rules/scratched-play.ts). */
function scratchedPick(play: ScratchedPlay) {
  const substitute = scratchSubstitute({
    runner: { scratched: true },
    alternateRunner: play.alternate,
    substituteRunner: null,
    substituteReason: null,
  })!;
  return {
    firstName: play.firstName,
    entryName: play.entryName,
    contest: play.contest,
    race: play.race,
    runner: play.runner,
    substitute,
  };
}
