import type { RecentResult } from '@cj/shared/contest-results';
import { ContestFormat } from '@cj/shared/enums';
import { formatMoney } from '@cj/shared/rules/money';
import { formatTrackDate } from '@cj/shared/rules/zoned-time';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '@/components/errors/error-alert';
import { paths } from '@/config/paths';
import { useSite } from '@/lib/site';
import { useRecentResults } from '../api/get-recent-results';

/** The day a contest was run, at its first race's track: 'March 5, 2024'. */
function resultDate(result: RecentResult): string {
  return formatTrackDate(result.startTime, result.timezone ?? 'UTC');
}

/** 'Won by Jordan R. · $172.50' (a Win contest's score: 'score $172.50'). */
function winnerText(result: RecentResult): string {
  if (!result.winner) return 'No entries';
  const amount = formatMoney(Math.round(result.winner.leaderboardBankroll * 100));
  return `Won by ${result.winner.name} · ${result.format === ContestFormat.Win ? `score ${amount}` : amount}`;
}

/**
 * Recent results on the home page: the host's brand's finished contests, newest first (name, date, track, the
 * winner and the amount), each linking to its leaderboard; 'More results' while there may be more. Loaded after
 * the upcoming lists: it is below them.
 */
export function RecentResults() {
  const {
    results: list,
    isPending,
    error,
    isLoadingMore,
    hasMore,
    more,
  } = useRecentResults(useSite().property);
  return (
    <Box component="section" aria-labelledby="recent-results-heading">
      <Typography id="recent-results-heading" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        Recent results
      </Typography>
      {isPending ? (
        <Typography role="status" color="text.secondary">
          Loading recent results…
        </Typography>
      ) : null}
      {error ? <ErrorAlert error={error} /> : null}
      {!isPending && !error && list.length === 0 ? (
        <Typography color="text.secondary">No finished contests yet.</Typography>
      ) : null}
      {list.length > 0 ? (
        <List aria-label="Recent results" disablePadding>
          {list.map((result, index) => (
            <ListItem key={result.id} disablePadding divider={index < list.length - 1}>
              <ListItemButton
                component={RouterLink}
                to={paths.contestLeaderboard.getHref(result.slug)}
                sx={{ py: 1.5 }}
              >
                <ListItemText
                  primary={result.name}
                  secondary={
                    <>
                      {[resultDate(result), result.track].filter(Boolean).join(' · ')}
                      <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
                        {winnerText(result)}
                      </Box>
                    </>
                  }
                  slotProps={{
                    primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } },
                    secondary: { sx: { color: 'text.secondary' } },
                  }}
                />
                <ChevronRightIcon aria-hidden sx={{ ml: 1, color: 'text.secondary' }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : null}
      {hasMore || isLoadingMore ? (
        <Button variant="outlined" onClick={more} loading={isLoadingMore} sx={{ mt: 1.5 }}>
          More results
        </Button>
      ) : null}
    </Box>
  );
}
