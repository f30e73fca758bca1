import { CONTEST_ADMIN_MESSAGES, type UpdateContestSchema } from '@cj/shared/contest-admin';
import type { CreateContestWithCardSchema } from '@cj/shared/contest-setup';
import { ContestFormat } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { formatMissingMessage } from '@cj/shared/rules/format-before-publishing';
import { isCountedContest } from '@cj/shared/rules/rating';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { Operator } from '../audit/subjects';
import { type ContestRow, findContestForUpdate } from '../contests/lookup';
import { withProgress } from '../contests/status';
import { toContest } from '../contests/views';
import { rerankPlayers } from '../player-admin/service';
import { inTransactionThenRate, requestRatings } from '../ratings/service';
import { auditContestChange, contestChangesOf, contestEditAction, newContestChanges } from './audit';
import { insertChosenCardRaces, lockChosenCardRaces } from './card-races-service';
import { checkPlayRulesMayChange, newPlayRules, playRulesChanges } from './play-rules';
import {
  type ContestChanges,
  countPlaysOfContest,
  insertContest,
  listAllContests,
  type NewContest,
  resetPlayerBankrolls,
  updateAnalysis,
  updateContest,
} from './repository';
import { slugChecked } from './slug-checked';
import { toAdminContestSummary } from './views';

type CreateContestInput = z.output<typeof CreateContestWithCardSchema>;
type UpdateContestInput = z.output<typeof UpdateContestSchema>;

const dollarsToWholeCents = (dollars: number) => dollars * 100;

/** '' (or spaces) means no link; the database keeps null. */
const link = (value: string | null | undefined) => (value ? value : null);

export async function listContests(ctx: AppContext) {
  const now = ctx.now();
  return (await listAllContests(ctx.db, now)).map((row) => toAdminContestSummary(row, now));
}

/**
 * POST /contests: a new contest, unpublished unless said otherwise; featured text sanitized. Published or open for
 * enrollment it needs a format (400 naming why). With a race card, its chosen races join the contest in the same
 * transaction (all or none).
 */
export async function createContest(ctx: AppContext, operator: Operator, input: CreateContestInput) {
  const missing = formatMissingMessage(
    {
      format: input.format,
      isPublished: input.isPublished,
      isEnrollmentOpen: input.isEnrollmentOpen ?? false,
    },
    null,
  );
  if (missing) throw badRequest(missing);
  const card = input.raceCard;
  const row = await slugChecked(() =>
    ctx.db.transaction(async (tx) => {
      const chosen = card ? await lockChosenCardRaces(tx, card, ctx.now()) : [];
      const contest = await insertContest(tx, contestValues(input));
      if (card) await insertChosenCardRaces(tx, contest, chosen, card);
      const races =
        chosen.length > 0 ? ` with ${chosen.length} ${chosen.length === 1 ? 'race' : 'races'}` : '';
      await auditContestChange(tx, operator, contest, `created${races}`, newContestChanges(contest));
      return contest;
    }),
  );
  const now = ctx.now();
  return toContest(await withProgress(ctx.db, row, now), now);
}

/** The columns of a new contest from the create form. */
function contestValues(input: CreateContestInput): NewContest {
  return {
    name: input.name,
    slug: input.slug,
    startTime: new Date(input.startTime),
    startingBankrollCents: dollarsToWholeCents(input.startingBankroll),
    description: input.description,
    isPublished: input.isPublished,
    isFeatured: input.isFeatured ?? false,
    featuredDescription: sanitizeHtml(input.featureDescription ?? ''),
    isPublic: input.isPublic ?? false,
    isEnrollmentOpen: input.isEnrollmentOpen ?? false,
    isCancelled: input.isCancelled ?? false,
    chatEnabled: input.chatEnabled ?? false,
    maxEntries: input.maxEntries,
    property: input.property,
    format: input.format,
    liveStreamLink: link(input.liveStreamLink),
    ppLink: link(input.ppLink),
    ...newPlayRules(input),
  };
}

/**
 * What the contest form changes: the required fields always, the others only when sent (Drizzle leaves a column
 * whose value is undefined as it is).
 */
function contestChanges(input: UpdateContestInput): ContestChanges {
  const featured = input.featureDescription ?? input.featuredDescription;
  return {
    name: input.name,
    slug: input.slug,
    startTime: new Date(input.startTime),
    startingBankrollCents: dollarsToWholeCents(input.startingBankroll),
    isPublished: input.isPublished,
    isFeatured: input.isFeatured,
    featuredDescription: featured === undefined ? undefined : sanitizeHtml(featured),
    description: input.description,
    isPublic: input.isPublic,
    isEnrollmentOpen: input.isEnrollmentOpen,
    isCancelled: input.isCancelled,
    chatEnabled: input.chatEnabled,
    maxEntries: input.maxEntries,
    property: input.property,
    format: input.format,
    liveStreamLink: input.liveStreamLink === undefined ? undefined : link(input.liveStreamLink),
    ppLink: input.ppLink === undefined ? undefined : link(input.ppLink),
    ...playRulesChanges(input),
  };
}

/** A concluded contest that starts or stops counting for ratings: its players' ratings change. */
const stopsOrStartsCounting = (before: ContestRow, after: ContestRow) =>
  before.concludedAt !== null && isCountedContest(before) !== isCountedContest(after);

/**
 * PUT /contest/{id}. A contest may not become published or open for enrollment without a format (400). An entry's
 * bankroll follows from the format and starting bankroll (ARCHITECTURE.md §4), so these two may change only until
 * the first play in the contest (409 after), and when they change every entry starts again from the new starting
 * bankroll (WinBankroll) or 0 (other formats). Everything else may change at any time, the slug included. The contest row is locked: enrollments and plays wait for this change or come
 * before its checks.
 */
export async function updateContestFields(
  ctx: AppContext,
  operator: Operator,
  idOrSlug: string,
  input: UpdateContestInput,
) {
  const row = await slugChecked(() =>
    inTransactionThenRate(ctx, async (tx) => {
      const contest = await findContestForUpdate(tx, idOrSlug);
      if (!contest) throw notFound(PLAYER_MESSAGES.contestNotFound);
      const changes = contestChanges(input);
      const format = changes.format ?? contest.format;
      const missing = formatMissingMessage(
        {
          format,
          isPublished: changes.isPublished ?? contest.isPublished,
          isEnrollmentOpen: changes.isEnrollmentOpen ?? contest.isEnrollmentOpen,
        },
        contest,
      );
      if (missing) throw badRequest(missing);
      await checkPlayRulesMayChange(tx, contest, changes);
      const startingBankrollCents = changes.startingBankrollCents ?? contest.startingBankrollCents;
      if (format !== contest.format || startingBankrollCents !== contest.startingBankrollCents) {
        if ((await countPlaysOfContest(tx, contest.id)) > 0)
          throw conflict(CONTEST_ADMIN_MESSAGES.formatLocked);
        await resetPlayerBankrolls(
          tx,
          contest.id,
          format === ContestFormat.WinBankroll ? startingBankrollCents : 0,
        );
        await rerankPlayers(tx, contest.id, { onlyIfRanked: true });
      }
      const updated = await updateContest(tx, contest.id, changes);
      if (stopsOrStartsCounting(contest, updated)) await requestRatings(tx, ctx.now());
      await auditContestChange(
        tx,
        operator,
        contest,
        contestEditAction(contest, updated),
        contestChangesOf(contest, updated),
      );
      return updated;
    }),
  );
  const now = ctx.now();
  return toContest(await withProgress(ctx.db, row, now), now);
}

/** PUT /contest/{id}/analysis: the write-up, sanitized on save. */
export async function saveAnalysis(ctx: AppContext, operator: Operator, idOrSlug: string, analysis: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findContestForUpdate(tx, idOrSlug);
    const saved = before && (await updateAnalysis(tx, String(before.id), sanitizeHtml(analysis)));
    if (!before || !saved) throw notFound(PLAYER_MESSAGES.contestNotFound);
    await auditContestChange(tx, operator, saved, 'changed the analysis of', contestChangesOf(before, saved));
    return saved;
  });
  const now = ctx.now();
  return toContest(await withProgress(ctx.db, row, now), now);
}
