import { WIN_STAKE_DOLLARS } from '@cj/shared/constants';
import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import { ContestFormat } from '@cj/shared/enums';
import Typography from '@mui/material/Typography';
import { useContestRaces } from '../api/get-contest-races';
import { formatDollars } from '../utils/money';
import { InfoCard } from './info-card';

/**
 * The least stake, as the races set it: one figure when every race has the same minimum, else the range, so the
 * sentence never disagrees with the minimum a race shows.
 */
function minimumText(races: readonly Pick<ContestRaceDetail, 'minWagerAmount'>[] | undefined): string {
  const minimums = (races ?? []).map((race) =>
    race.minWagerAmount > 0 ? race.minWagerAmount : WIN_STAKE_DOLLARS,
  );
  if (minimums.length === 0) return `at least ${formatDollars(WIN_STAKE_DOLLARS)} or the race's own minimum`;
  const least = Math.min(...minimums);
  const most = Math.max(...minimums);
  return least === most
    ? `at least ${formatDollars(least)} a race`
    : `at least each race's minimum (${formatDollars(least)} to ${formatDollars(most)}, shown on the race)`;
}

/** How the contest is played and scored (spec §1), then the contest's own description. */
export function FormatCard({
  contest,
}: {
  contest: Pick<Contest, 'slug' | 'format' | 'startingBankroll' | 'description'>;
}) {
  const stake = formatDollars(WIN_STAKE_DOLLARS);
  const races = useContestRaces(contest.slug);
  return (
    <InfoCard title="Format">
      {contest.format === ContestFormat.Win ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>Win</Typography>
          <Typography>
            Pick one horse to win in each race. Every play is a fixed {stake} win bet, and your score is the
            total of the {stake} win payoffs of your winners. Entries are ranked by total payout.
          </Typography>
        </>
      ) : contest.format === ContestFormat.WinBankroll ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>Win Bankroll</Typography>
          <Typography>
            You start with a bankroll of {formatDollars(contest.startingBankroll)}. Choose a horse to win and
            how much to stake, {minimumText(races.data)}; the stake comes out of your bankroll. A winner pays
            its {stake} win payoff in proportion to your stake. Entries are ranked by bankroll.
          </Typography>
        </>
      ) : (
        <Typography>This contest does not accept plays.</Typography>
      )}
      {contest.description.trim() ? (
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {contest.description}
        </Typography>
      ) : null}
    </InfoCard>
  );
}
