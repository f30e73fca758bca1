import type { DuplicateContestSchema } from '@cj/shared/contest-setup';
import type { Contest } from '@cj/shared/contests';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import type { Operator } from '../audit/subjects';
import { findContest } from '../contests/lookup';
import { withProgress } from '../contests/status';
import { toContest } from '../contests/views';
import { withCopiedImages } from '../uploads/image-copy';
import { auditContestChange, cardRacesText } from './audit';
import { insertChosenCardRaces, lockChosenCardRaces } from './card-races-service';
import {
  insertPrizes,
  insertSponsors,
  listPrizesOfContest,
  listSponsorsOfContest,
} from './duplicate-repository';
import { insertContest, type NewContest } from './repository';
import { slugChecked } from './slug-checked';

type DuplicateContestInput = z.output<typeof DuplicateContestSchema>;
type ContestRow = Awaited<ReturnType<typeof findContest>> & {};

/**
 * The columns of a contest that are not its settings: who it is (id, name, slug, start), what happened to it
 * (concluded, winners notified, cancelled, its analysis of the races) and whether it is out yet (a copy is a
 * draft until published). Every other column is a setting and is copied, including columns added later.
 */
function contestSettings(source: ContestRow): Omit<NewContest, 'name' | 'slug' | 'startTime'> {
  const {
    id: _id,
    createdAt: _createdAt,
    name: _name,
    slug: _slug,
    startTime: _startTime,
    concludedAt: _concludedAt,
    winnersNotified: _winnersNotified,
    isCancelled: _isCancelled,
    isPublished: _isPublished,
    analysis: _analysis,
    ...settings
  } = source;
  return settings;
}

/**
 * POST /contest/{id}/duplicate: a new draft contest with the source's settings, prizes (unpaid) and sponsors (their
 * logos copied), and the chosen races of a race card when one is chosen; never its players or plays. The start time
 * is the one given, else the first chosen race's post time. One transaction.
 */
export async function duplicateContest(
  ctx: AppContext,
  operator: Operator,
  idOrSlug: string,
  input: DuplicateContestInput,
): Promise<Contest> {
  const source = await findContest(ctx.db, idOrSlug);
  if (!source) throw notFound(PLAYER_MESSAGES.contestNotFound);
  const sponsors = await listSponsorsOfContest(ctx.db, source.id);
  const row = await withCopiedImages(
    ctx,
    sponsors.map((sponsor) => sponsor.logoFile),
    (logos) =>
      slugChecked(() =>
        ctx.db.transaction(async (tx) => {
          const card = input.raceCard;
          const chosen = card ? await lockChosenCardRaces(tx, card, ctx.now()) : [];
          const firstPost = chosen
            .map((chosenRace) => chosenRace.race.postTime)
            .sort((a, b) => a.getTime() - b.getTime())[0];
          const startTime = input.startTime ? new Date(input.startTime) : firstPost!;
          const contest = await insertContest(tx, {
            ...contestSettings(source),
            name: input.name,
            slug: input.slug,
            startTime,
          });
          const prizes = await listPrizesOfContest(tx, source.id);
          await insertPrizes(
            tx,
            prizes.map((prize) => ({
              contestId: contest.id,
              label: prize.label,
              placement: prize.placement,
              type: prize.type,
              valueCents: prize.valueCents,
            })),
          );
          await insertSponsors(
            tx,
            sponsors.map((sponsor, index) => ({
              contestId: contest.id,
              name: sponsor.name,
              layoutOrder: sponsor.layoutOrder,
              logoFile: logos[index]!,
            })),
          );
          const added = card ? await insertChosenCardRaces(tx, contest, chosen, card) : [];
          const races = added.length > 0 ? ` with ${cardRacesText(added)}` : '';
          await auditContestChange(tx, operator, contest, `duplicated contest ${source.name}${races} as`);
          return contest;
        }),
      ),
  );
  const now = ctx.now();
  return toContest(await withProgress(ctx.db, row, now), now);
}
