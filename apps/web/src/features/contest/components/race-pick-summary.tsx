import type { Play } from '@cj/shared/plays';
import { runnerText, scratchSubstitute } from '@cj/shared/rules/scratched-play';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The entry's pick on a race, in its collapsed row: 'Your pick: #3 Name', several as 'Your picks: #3
 * Name, #5 Other'; a scratched pick says 'Scratched' beside it at once. Nothing when the entry has no play there.
 */
export function RacePickSummary({ plays }: { plays: readonly Play[] }) {
  if (plays.length === 0) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {plays.length === 1 ? 'Your pick: ' : 'Your picks: '}
      {plays.map((play, index) => (
        <Box component="span" key={play.id}>
          {index > 0 ? ', ' : null}
          <Box
            component="span"
            sx={{
              fontWeight: 600,
              ...(play.runner.scratched ? { textDecoration: 'line-through', color: 'text.secondary' } : {}),
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
        </Box>
      ))}
    </Typography>
  );
}
