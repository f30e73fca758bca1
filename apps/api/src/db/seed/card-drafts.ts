import { RaceType } from '@cj/shared/enums';
import { parseMorningLine } from '@cj/shared/rules/morning-line';
import { type CardPlan, scheduleCard } from './card-plans';
import { at } from './collections';
import type { NameMaker } from './names';
import type { SeededRandom } from './random';
import type { SeededTrack } from './tracks';

/** Invented race cards: races with runners, and for races already run their Win results. */

const MORNING_LINES = '8-5 9-5 2-1 5-2 3-1 7-2 4-1 9-2 5-1 6-1 8-1 10-1 12-1 15-1 20-1 30-1'.split(' ');
const THOROUGHBRED_DISTANCES = [
  '5 1/2 Furlongs',
  '6 Furlongs',
  '7 Furlongs',
  '1 Mile',
  '1 1/16 Miles',
  '1 1/8 Miles',
];

/** Every card shows each kind of runner the product handles, always in the same race. */
const SCRATCH_RACES = [1, 6];
const COUPLED_ENTRY_RACE = 2;
const ALSO_ELIGIBLE_RACE = 3;
/** A turf race (thoroughbred cards) with a main-track-only runner. */
const TURF_RACE = 4;

interface RunnerDraft {
  programNumber: string;
  name: string;
  morningLine: string;
  scratched: boolean;
  mto: boolean;
  ae: boolean;
  postPosition: number | null;
  jockeyOrDriver: string;
  trainer: string;
}

interface RaceDraft {
  raceNumber: number;
  postTime: Date;
  finalizedAt: Date | null;
  distance: string;
  surface: string | null;
  runners: RunnerDraft[];
  /** Win results of a finalized race: one winner, or two in a dead heat. */
  winners: { programNumber: string; payoffCents: number }[];
}

export interface CardDraft {
  plan: CardPlan;
  track: SeededTrack;
  raceDate: string;
  races: RaceDraft[];
}

const oddsOf = (morningLine: string) => parseMorningLine(morningLine) ?? 10;

/** A $2 win payoff near what the morning line suggests (the tote never matches it), in 10-cent steps. */
function winPayoffCents(random: SeededRandom, morningLine: string): number {
  const odds = oddsOf(morningLine) * (0.5 + random.next());
  return Math.max(220, Math.round((odds + 1) * 20) * 10);
}

/** In a dead heat each winner pays about half the profit of a clean win. */
const deadHeatPayoffCents = (payoffCents: number) =>
  Math.max(210, 200 + Math.floor((payoffCents - 200) / 20) * 10);

function draftRunners(
  random: SeededRandom,
  names: NameMaker,
  plan: CardPlan,
  raceNumber: number,
  crew: { riders: string[]; trainers: string[] },
): RunnerDraft[] {
  const harness = plan.raceType === RaceType.Harness;
  const thoroughbred = !harness;
  const count = harness ? random.int(7, 10) : random.int(7, 12);
  const riders = random.shuffle(crew.riders);
  const draft = (programNumber: string, index: number): RunnerDraft => ({
    programNumber,
    name: names.horse(harness),
    morningLine: random.pick(MORNING_LINES),
    scratched: false,
    mto: false,
    ae: false,
    postPosition: index + 1,
    jockeyOrDriver: at(riders, index),
    trainer: random.pick(crew.trainers),
  });
  const field = Array.from({ length: count }, (_, index) => draft(String(index + 1), index));

  const first = at(field, 0);
  if (thoroughbred && raceNumber === COUPLED_ENTRY_RACE) {
    first.name = `${first.name} / ${names.horse(harness)}`;
  }
  if (thoroughbred && raceNumber === TURF_RACE) at(field, count - 1).mto = true;
  if (SCRATCH_RACES.includes(raceNumber)) at(field, random.int(1, count - 1)).scratched = true;
  if (raceNumber === ALSO_ELIGIBLE_RACE) {
    field.push({ ...draft('AE1', count), ae: true, morningLine: '30-1', postPosition: null });
  }
  return field;
}

function draftWinners(random: SeededRandom, field: RunnerDraft[], deadHeat: boolean) {
  const starters = field.filter((runner) => !runner.scratched && !runner.ae);
  const byChance = (runner: RunnerDraft) => 1 / (oddsOf(runner.morningLine) + 1);
  const winner = random.weighted(starters, byChance);
  const payoffCents = winPayoffCents(random, winner.morningLine);
  if (!deadHeat) return [{ programNumber: winner.programNumber, payoffCents }];
  const other = random.weighted(
    starters.filter((runner) => runner !== winner),
    byChance,
  );
  return [
    { programNumber: winner.programNumber, payoffCents: deadHeatPayoffCents(payoffCents) },
    {
      programNumber: other.programNumber,
      payoffCents: deadHeatPayoffCents(winPayoffCents(random, other.morningLine)),
    },
  ];
}

/** The races of a planned card, with invented runners and, for races already run, their results. */
export function draftCard(
  random: SeededRandom,
  names: NameMaker,
  plan: CardPlan,
  track: SeededTrack,
  now: Date,
): CardDraft {
  const schedule = scheduleCard(plan, track.timezone, now);
  const crew = { riders: names.people(14), trainers: names.people(8) };
  const thoroughbred = plan.raceType === RaceType.Thoroughbred;
  const draftedRaces = schedule.postTimes.map((postTime, index): RaceDraft => {
    const raceNumber = index + 1;
    const finalizedAt = schedule.finalizedAt[index] ?? null;
    const field = draftRunners(random, names, plan, raceNumber, crew);
    return {
      raceNumber,
      postTime,
      finalizedAt,
      distance: thoroughbred ? random.pick(THOROUGHBRED_DISTANCES) : '1 Mile',
      surface: thoroughbred ? (raceNumber === TURF_RACE ? 'Turf' : 'Dirt') : null,
      runners: field,
      winners: finalizedAt ? draftWinners(random, field, raceNumber === plan.deadHeatRace) : [],
    };
  });
  return { plan, track, raceDate: schedule.raceDate, races: draftedRaces };
}
