import { contestRaceHref, type PushAlertKind, type PushAlertPayload } from '@cj/shared/push';
import { formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import { runnerText, scratchSubstitute } from '@cj/shared/rules/scratched-play';
import {
  type PickScratchedFacts,
  PickScratchedFactsSchema,
  type RaceClosingFacts,
  RaceClosingFactsSchema,
  type RaceFinalizedFacts,
  RaceFinalizedFactsSchema,
} from './alert-facts';

/** Where an alert happened, as its title and its click name it. */
interface AlertPlace {
  contest: { slug: string; name: string; property: number };
  contestRaceId: number;
  race: { raceNumber: number; trackName: string };
}

/**
 * The contest page at the race, relative to the site: the service worker opens it on its own origin, the host the
 * browser subscribed on (a brand can have several hosts).
 */
const alertUrl = (place: AlertPlace) => contestRaceHref(place.contest.slug, place.contestRaceId);

const raceName = (place: AlertPlace) => `Race ${place.race.raceNumber} at ${place.race.trackName}`;

/**
 * The pick's scratch, with what the play scores as now; or, once more, its alternate's scratch, after the pick's
 * alert said the alternate would be scored (decision 032).
 */
function pickScratchedAlert(facts: PickScratchedFacts): Omit<PushAlertPayload, 'url'> {
  const substitute = scratchSubstitute({
    runner: { scratched: true },
    alternateRunner: facts.alternate,
    substituteRunner: null,
    substituteReason: null,
  });
  const scoredAs =
    substitute?.reason === 'alternate' && substitute.runner
      ? `${runnerText(substitute.runner)}, your alternate`
      : 'the post-time favorite';
  const where = `${facts.entryName}, ${raceName(facts)}, ${facts.contest.name}`;
  if (facts.scratchOf === 'alternate' && facts.alternate) {
    return {
      title: `Your alternate in Race ${facts.race.raceNumber} was scratched`,
      body:
        `${runnerText(facts.alternate)} (${where}) was scratched too, so it cannot replace your scratched pick ` +
        `${runnerText(facts.runner)}. Unless you change it, the play will now be scored as ${scoredAs}.`,
    };
  }
  return {
    title: `Your pick in Race ${facts.race.raceNumber} was scratched`,
    body:
      `${runnerText(facts.runner)} (${where}) was scratched. ` +
      `Unless you change it, the play will be scored as ${scoredAs}.`,
  };
}

function raceClosingAlert(facts: RaceClosingFacts): Omit<PushAlertPayload, 'url'> {
  if (facts.picksCloseWithFirstRace) {
    const races = facts.racesUnpicked === 1 ? '1 race has' : `${facts.racesUnpicked} races have`;
    return {
      title: `Picks for ${facts.contest.name} close in 10 minutes`,
      body: `Every pick closes with ${raceName(facts)}, and ${races} no play from you yet.`,
    };
  }
  return {
    title: `Race ${facts.race.raceNumber} closes in 10 minutes`,
    body: `You have no play on ${raceName(facts)} in ${facts.contest.name} yet.`,
  };
}

function raceFinalizedAlert(facts: RaceFinalizedFacts): Omit<PushAlertPayload, 'url'> {
  const returns = facts.plays.reduce((sum, play) => sum + play.payoffCents, 0);
  const picks = facts.plays.map(runnerText).join(', ');
  const result =
    returns > 0
      ? `Your play on ${picks} returned ${formatMoney(returns)}.`
      : `Your play on ${picks} returned nothing.`;
  const rank =
    facts.rank === null ? '' : ` ${facts.entryName} is now ${ordinal(facts.rank)} in ${facts.contest.name}.`;
  return { title: `${raceName(facts)} is final`, body: `${result}${rank}` };
}

/**
 * The payload of a queued alert, composed from its stored facts. Facts that no longer read (a row written by
 * another version) throw, and the row is retried and in the end marked failed, like any other failure to send.
 */
export function composeAlert(kind: PushAlertKind, facts: unknown): PushAlertPayload {
  switch (kind) {
    case 'pickScratched': {
      const read = PickScratchedFactsSchema.parse(facts);
      return { ...pickScratchedAlert(read), url: alertUrl(read) };
    }
    case 'raceClosing': {
      const read = RaceClosingFactsSchema.parse(facts);
      return { ...raceClosingAlert(read), url: alertUrl(read) };
    }
    case 'raceFinalized': {
      const read = RaceFinalizedFactsSchema.parse(facts);
      return { ...raceFinalizedAlert(read), url: alertUrl(read) };
    }
  }
}

/** How urgent an alert is and how long the push service keeps it for an offline phone (RFC 8030 §5.2, §5.3). */
export const ALERT_DELIVERY: Record<PushAlertKind, { urgency: 'high' | 'normal'; ttlSeconds: number }> = {
  // A scratch matters until the race closes: high, an hour at most.
  pickScratched: { urgency: 'high', ttlSeconds: 60 * 60 },
  // Useless once the race closes: high, and never kept past the post time (the row's expires_at).
  raceClosing: { urgency: 'high', ttlSeconds: 10 * 60 },
  // A result keeps for a day.
  raceFinalized: { urgency: 'normal', ttlSeconds: 24 * 60 * 60 },
};
