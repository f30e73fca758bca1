import type { Play } from '@cj/shared/plays';
import type { RaceResult } from '@cj/shared/races';
import { playOutcomeText } from '@cj/shared/rules/play-outcome';
import { runnerText, scratchSubstitute } from '@cj/shared/rules/scratched-play';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The entry's pick on a race, in its collapsed row: 'Your pick: #3 Name', several as 'Your picks: #3
 * Name, #5 Other'; a scratched pick says 'Scratched' beside it at once. Once the race is scored each pick says how
 * it came out ('won +$124.00', 'lost', or whom a scratched pick was scored as) and the row names the winner, so a
 * player need not open every race to learn what happened.
 */
export function RacePickSummary({
  plays,
  results = [],
}: {
  plays: readonly Play[];
  results?: readonly RaceResult[];
}) {
  const winners = results.flatMap((result) => (result.runners[0] ? [result.runners[0]] : []));
  return (
    <>
      {plays.length > 0 ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {plays.length === 1 ? 'Your pick: ' : 'Your picks: '}
          {plays.map((play, index) => (
            <Box component="span" key={play.id}>
              {index > 0 ? ', ' : null}
              <Box
                component="span"
                sx={{
                  fontWeight: 600,
                  ...(play.runner.scratched
                    ? { textDecoration: 'line-through', color: 'text.secondary' }
                    : {}),
                }}
              >
                {runnerText(play.runner)}
              </Box>
              {scratchSubstitute(play) ? (
                <Box component="span" sx={{ color: 'error.dark', fontWeight: 600 }}>
                  {' '}
                  Scratched
                </Box>
              ) : null}
              <Outcome play={play} />
            </Box>
          ))}
        </Typography>
      ) : null}
      {winners.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {winners.length > 1 ? 'Winners (dead heat): ' : 'Winner: '}
          {winners.map(runnerText).join(', ')}
        </Typography>
      ) : null}
    </>
  );
}

function Outcome({ play }: { play: Play }) {
  const text = playOutcomeText(play);
  if (!text) return null;
  const won = play.payoff !== null && play.payoff > 0;
  return (
    <Box component="span" sx={{ fontWeight: 600, color: won ? 'success.dark' : 'text.secondary' }}>
      {' '}
      · {text}
    </Box>
  );
}
