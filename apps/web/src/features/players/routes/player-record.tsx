import { PLAYER_MESSAGES } from '@cj/shared/player-messages';
import type { PlayerRecord } from '@cj/shared/ratings';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { LoadMoreButton } from '@/components/admin/load-more-button';
import { ErrorAlert } from '@/components/errors/error-alert';
import { Link } from '@/components/ui/link';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { isApiClientError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { usePlayerRecord } from '../api/get-player-record';
import { FinishesChart } from '../components/finishes-chart';
import { RecordContests } from '../components/record-contests';
import { chartFinishes } from '../utils/finishes';

/** /players/:playerId — the record of the account behind a contest entry. */
export function PlayerRecordRoute() {
  const { playerId = '' } = useParams();
  const record = usePlayerRecord(playerId);
  if (record.isPending) return <PageLoader label="Loading record" />;
  if (record.isError) {
    return isApiClientError(record.error, 404) ? <PlayerNotFound /> : <ErrorAlert error={record.error} />;
  }
  const pages = record.data.pages;
  const [first] = pages;
  if (!first) return <PlayerNotFound />;
  return <RecordPage record={first} contests={pages.flatMap((page) => page.contests)} query={record} />;
}

function RecordPage({
  record,
  contests,
  query,
}: {
  record: PlayerRecord;
  contests: PlayerRecord['contests'];
  query: Parameters<typeof LoadMoreButton>[0]['query'];
}) {
  useDocumentTitle(`${record.name}'s record`);
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {record.name}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, my: 2 }}>
        <Figure term="Rating" value={record.rating} />
        <Figure term="Rated entries" value={record.ratedEntries} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        How the rating works: <Link to={paths.rules.getHref('rating')}>Rules</Link> ·{' '}
        <Link to={paths.ratings.getHref()}>All ratings</Link>
      </Typography>
      <Card variant="outlined" component="section" aria-labelledby="finishes-heading" sx={{ mb: 2 }}>
        <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
          <Typography id="finishes-heading" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
            Finishes over time
          </Typography>
          <FinishesChart finishes={chartFinishes(record.finishes)} ratedEntries={record.ratedEntries} />
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="contests-heading">
        <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
          <Typography id="contests-heading" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            Contests
          </Typography>
          <RecordContests contests={contests} />
          <LoadMoreButton query={query} />
        </CardContent>
      </Card>
    </Box>
  );
}

function Figure({ term, value }: { term: string; value: number }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="h5"
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

const PLAYER_NOT_FOUND_TITLE = PLAYER_MESSAGES.playerNotFound;

/** An id that names no entry of a public contest (or is no id at all). */
function PlayerNotFound() {
  useDocumentTitle(PLAYER_NOT_FOUND_TITLE);
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {PLAYER_NOT_FOUND_TITLE}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        There is no player with this address, or their contests are not public.
      </Typography>
      <Link to={paths.ratings.getHref()}>See the ratings</Link>
    </>
  );
}

export default PlayerRecordRoute;
