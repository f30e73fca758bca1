import { AuditEventType, CONTEST_FORMAT_LABELS, type ContestFormat } from '@cj/shared/enums';
import { formatUtcMoment } from '@cj/shared/rules/contest-status';
import type { DbOrTx } from '../../db/client';
import { type AuditChange, type AuditValue, auditOperatorAction } from '../audit/operator-action';
import {
  cardDateText,
  contestSubject,
  moneyText,
  type Operator,
  raceSubject,
  yesNo,
} from '../audit/subjects';
import type { ContestRow } from '../contests/lookup';

/**
 * Contest changes in the audit log (type 14), each written in the change's transaction: what the operator did to
 * which contest, and each setting that changed, before → after, as the contest form names it.
 */

const PROPERTY_NAMES: Record<number, string> = { [-1]: 'none', 1: 'thoroughbred', 2: 'harness' };

/** Long text (the description, the featured text) is told as changed, not copied into the log. */
const longText = (text: string) => (text ? `${text.length} characters` : null);

const CONTEST_FIELDS: readonly [string, (contest: ContestRow) => AuditValue][] = [
  ['name', (contest) => contest.name],
  ['slug', (contest) => contest.slug],
  ['start time', (contest) => formatUtcMoment(contest.startTime)],
  ['starting bankroll', (contest) => moneyText(contest.startingBankrollCents)],
  ['format', (contest) => CONTEST_FORMAT_LABELS[contest.format as ContestFormat] ?? contest.format],
  ['property', (contest) => PROPERTY_NAMES[contest.property] ?? contest.property],
  ['published', (contest) => yesNo(contest.isPublished)],
  ['public', (contest) => yesNo(contest.isPublic)],
  ['enrollment open', (contest) => yesNo(contest.isEnrollmentOpen)],
  ['cancelled', (contest) => yesNo(contest.isCancelled)],
  ['featured', (contest) => yesNo(contest.isFeatured)],
  ['featured text', (contest) => longText(contest.featuredDescription)],
  ['description', (contest) => longText(contest.description)],
  ['chat', (contest) => yesNo(contest.chatEnabled)],
  ['max entries', (contest) => contest.maxEntries],
  ['live stream link', (contest) => contest.liveStreamLink],
  ['PP link', (contest) => contest.ppLink],
  ['alternates', (contest) => yesNo(contest.alternatesEnabled)],
  ['win payout cap', (contest) => moneyText(contest.winPayoutCapCents)],
  ['picks lock', (contest) => (contest.picksLockAt === 'first-race' ? 'at the first race' : 'race by race')],
  ['analysis', (contest) => longText(contest.analysis)],
];

/** Each setting of the contest, before → after (unchanged ones are left out of the text). */
export function contestChangesOf(before: ContestRow, after: ContestRow): AuditChange[] {
  return CONTEST_FIELDS.map(([field, value]) => ({ field, before: value(before), after: value(after) }));
}

/** A new contest's settings that matter most, told as '(none) → value'. */
export function newContestChanges(contest: ContestRow): AuditChange[] {
  const told = new Set(['start time', 'starting bankroll', 'format', 'published', 'enrollment open']);
  return CONTEST_FIELDS.filter(([field]) => told.has(field)).map(([field, value]) => ({
    field,
    before: null,
    after: value(contest),
  }));
}

/** What an edit did, in the operator's words: cancelling or publishing says so; anything else 'changed'. */
export function contestEditAction(before: ContestRow, after: ContestRow) {
  if (!before.isCancelled && after.isCancelled) return 'cancelled';
  if (!before.isPublished && after.isPublished) return 'published';
  return 'changed';
}

export async function auditContestChange(
  tx: DbOrTx,
  operator: Operator,
  contest: Pick<ContestRow, 'id' | 'name'>,
  action: string,
  changes?: AuditChange[],
) {
  await auditOperatorAction(tx, {
    eventType: AuditEventType.ContestChanged,
    operator,
    contestId: contest.id,
    action,
    subject: contestSubject(contest),
    ...(changes ? { changes } : {}),
  });
}

/** A contest race's limits, as the API gives them (dollars). */
interface RaceLimits {
  maxWagers: number;
  minWagerAmount: number;
}

/**
 * A race added to, changed in or taken out of a contest: 'ops@x.com added Aqueduct Race 3 (November 28, 2026) to
 * contest Saturday Showdown: max plays (none) → 1; minimum stake (none) → $2.00.'
 */
export async function auditContestRaceChange(
  tx: DbOrTx,
  operator: Operator,
  contest: Pick<ContestRow, 'id' | 'name'>,
  change: {
    verb: 'added' | 'changed' | 'removed';
    race: { raceNumber: number; raceDate: string; track: { name: string } };
    before: RaceLimits | null;
    after: RaceLimits | null;
  },
) {
  const stake = (limits: RaceLimits | null) => limits && moneyText(Math.round(limits.minWagerAmount * 100));
  const preposition = { added: 'to', changed: 'in', removed: 'from' }[change.verb];
  await auditContestChange(
    tx,
    operator,
    contest,
    `${change.verb} ${raceSubject(change.race, change.race.track)} ${preposition}`,
    [
      { field: 'max plays', before: change.before?.maxWagers, after: change.after?.maxWagers },
      { field: 'minimum stake', before: stake(change.before), after: stake(change.after) },
    ],
  );
}

/** 'Aqueduct Races 1, 2 and 5 (November 28, 2026)': races of one card. */
export function cardRacesText(
  races: readonly { race: { raceNumber: number; raceDate: string; track: { name: string } } }[],
) {
  const [first] = races;
  if (!first) return 'no races';
  if (races.length === 1) return raceSubject(first.race, first.race.track);
  const numbers = races.map((row) => row.race.raceNumber).sort((a, b) => a - b);
  const listed = `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  return `${first.race.track.name} Races ${listed} (${cardDateText(first.race.raceDate)})`;
}
