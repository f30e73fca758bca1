import type { RaceCardImport } from '@cj/shared/race-cards';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatContestDate } from '@/lib/zoned-time';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an import did: races and runners created or updated, the cards they are on, and its warnings. */
export function ImportSummary({ result }: { result: RaceCardImport }) {
  return (
    <Box role="status">
      <Alert severity="success" sx={{ mb: 2 }}>
        Imported {count(result.races, 'race', 'races')} and {count(result.runners, 'runner', 'runners')}.
      </Alert>
      {result.cards.length > 0 ? (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Race cards
          </Typography>
          <List dense aria-label="Imported race cards">
            {result.cards.map((card) => (
              <ListItem key={`${card.trackId}-${card.date}`} disableGutters>
                <Link to={paths.adminRaceCard.getHref(card.trackId, card.date)}>
                  {card.trackName}, {formatContestDate(card.date)} ({count(card.racesCount, 'race', 'races')})
                </Link>
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
      {result.warnings.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>Warnings</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {result.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}
