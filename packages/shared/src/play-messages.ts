import type { AlternateProblem } from './rules/alternates';
import { type AmountProblem, formatMoney } from './rules/money';
import { runnerText } from './rules/scratched-play';

// The plays' messages and labels, in a module without zod: the contest and leaderboard pages show them on their
// first load, and importing anything from plays.ts runs its schemas (decision 021). plays.ts re-exports them.

export const PLAY_MESSAGES = {
  amountRequired: 'Amount is required.',
  amountNotANumber: 'Amount must be a number.',
  amountNotPositive: 'Amount must be more than $0.',
  amountWholeCents: 'Amount must be in whole cents.',
  adminAmountRequired: 'Wager amount is required.',
  belowTwoDollars: 'Wager amount must be at least $2.00.',
  belowMinimum: 'Wager amount is below the minimum.',
  /** The spec's sentence; a refusal says what is left with insufficientFundsLeft. */
  insufficientFunds: 'Insufficient funds in bankroll for this wager.',
  runnerRequired: 'At least one runner must be selected.',
  oneRunnerOnly: 'Only one runner can be selected.',
  playerNotFound: 'Player not found',
  unexpected: 'Unexpected error, refresh the page and try again.',
  raceNotFound: 'Race not found.',
  wageringClosed: 'Wagering is closed for this race.',
  /** The race reached its post time: nobody closed it, the clock did. */
  pastPostTime: 'This race closed at its post time: plays can no longer be added, changed or removed.',
  contestCancelled: 'This contest has been cancelled.',
  runnerScratched: 'This runner has been scratched.',
  runnerNotInRace: 'This runner is not in this race.',
  maxWagersReached: 'You have reached the maximum number of plays for this race.',
  notEntered: 'You are not entered in this contest.',
  chooseEntry: 'Choose which entry this play is for.',
  noFormat: 'This contest does not accept plays.',
  wagerNotFound: 'Play not found.',
  notYourWager: 'You can remove only your own plays.',
  notYourPlayToChange: 'You can change only your own plays.',
  wagerRemoved: 'Play removed.',
  picksLocked: 'Picks for this contest locked when wagering closed on its first race.',
  alternatesNotEnabled: 'This contest does not take alternates.',
  alternateNotInRace: 'The alternate must be a runner in this race.',
  alternateSamePick: 'The alternate must be a different runner from your pick.',
  alternateScratched: 'The alternate has been scratched.',
  alternateCoupled: 'The alternate cannot be coupled with your pick.',
  adminAlternateSamePick: 'The alternate must be a different runner from the pick.',
  adminAlternateCoupled: 'The alternate cannot be coupled with the pick.',
} as const;

/** 'Insufficient funds' with what the bankroll still holds, worded for a player and an administrator alike. */
export const insufficientFundsLeft = (bankrollCents: number) =>
  `${PLAY_MESSAGES.insufficientFunds} The bankroll has ${formatMoney(bankrollCents)} left.`;

/** The message for each way an alternate can be wrong (rules/alternates.ts alternateProblem). */
export const ALTERNATE_MESSAGES: Record<AlternateProblem, string> = {
  notEnabled: PLAY_MESSAGES.alternatesNotEnabled,
  notInRace: PLAY_MESSAGES.alternateNotInRace,
  samePick: PLAY_MESSAGES.alternateSamePick,
  scratched: PLAY_MESSAGES.alternateScratched,
  coupled: PLAY_MESSAGES.alternateCoupled,
};

/** The same problems worded for an administrator playing for a player (Add New Play): 'the pick', not 'your pick'. */
export const ADMIN_ALTERNATE_MESSAGES: Record<AlternateProblem, string> = {
  ...ALTERNATE_MESSAGES,
  samePick: PLAY_MESSAGES.adminAlternateSamePick,
  coupled: PLAY_MESSAGES.adminAlternateCoupled,
};

/** 'Alternate: #5 Name', as plays show the runner named to replace a scratched pick. */
export const alternateLabel = (runner: { programNumber: string; name: string }) =>
  `Alternate: #${runner.programNumber} ${runner.name}`;

/** The play form's notice when the runner it has chosen is scratched while it is open: the choice is cleared. */
export const pickScratchedNotice = (runner: { programNumber: string; name: string }) =>
  `The runner you chose, ${runnerText(runner)}, has been scratched. Choose another runner.`;

/** The same for the alternate it has chosen (contests with alternates). */
export const alternateScratchedNotice = (runner: { programNumber: string; name: string }) =>
  `The alternate you chose, ${runnerText(runner)}, has been scratched. Choose another, or none.`;

/**
 * The same when a new pick rules out the alternate it had chosen (rules/alternates.ts): it is the pick, or coupled
 * with it. `pick` names the pick as the form does: 'your pick' for a player, 'the pick' for an administrator.
 */
export const alternateRuledOutNotice = (
  runner: { programNumber: string; name: string },
  problem: 'samePick' | 'coupled',
  pick: 'your pick' | 'the pick' = 'your pick',
) =>
  `The alternate you chose, ${runnerText(runner)}, ${problem === 'samePick' ? 'is now' : 'is coupled with'} ${pick}. ` +
  'Choose another, or none.';

/** '$50.00, capped at $42.00': the $2 win payoff a contest's cap lowered, and the cap (dollars). */
export const cappedPayoffLabel = ({ payoff, cap }: { payoff: number; cap: number }) =>
  `${formatMoney(payoff * 100)}, capped at ${formatMoney(cap * 100)}`;

/** What is wrong with a stake that cannot be read (rules/money.ts readAmount). */
export const AMOUNT_PROBLEM_MESSAGES: Record<AmountProblem, string> = {
  notANumber: PLAY_MESSAGES.amountNotANumber,
  notPositive: PLAY_MESSAGES.amountNotPositive,
  fractionOfCent: PLAY_MESSAGES.amountWholeCents,
};

/**
 * What an open race says once the entry holds every play it may make there: a state, not a refusal (the refusal,
 * PLAY_MESSAGES.maxWagersReached, is for a play sent past the limit).
 */
export const playsInText = (maxWagers: number) =>
  maxWagers === 1
    ? 'Your pick is in. Change it or remove it below until the race closes.'
    : `Your ${maxWagers} plays are in. Change or remove them below until the race closes.`;
