import { RATING_LIST_MIN_FINISHES } from '@cj/shared/rules/rating';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadMoreButton } from '@/components/admin/load-more-button';
import { ErrorAlert } from '@/components/errors/error-alert';
import { InlineLoader } from '@/components/ui/inline-loader';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useRatings } from '../api/get-ratings';

const RATINGS_EMPTY = `No player has ${RATING_LIST_MIN_FINISHES} rated entries yet.`;

/**
 * /ratings — accounts with enough rated entries, best rating first, 50 at a time; equal ratings share a
 * rank.
 */
export function RatingsRoute() {
  useDocumentTitle('Ratings');
  const ratings = useRatings();
  const rows = ratings.data?.pages.flat() ?? [];
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        Ratings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Players with at least {RATING_LIST_MIN_FINISHES} entries in finished contests, rated by how well they
        finish, not how often they play. <Link to={paths.rules.getHref('rating')}>How the rating works</Link>
      </Typography>
      {ratings.isPending ? <InlineLoader label="Loading ratings" /> : null}
      {ratings.isError ? <ErrorAlert error={ratings.error} /> : null}
      {ratings.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{RATINGS_EMPTY}</Typography>
      ) : null}
      {rows.length > 0 ? (
        <Table size="small" aria-label="Ratings">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" align="right">
                Rank
              </TableCell>
              <TableCell component="th" scope="col">
                Player
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Rating
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Entries
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.playerId}>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {row.position}
                </TableCell>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  <Link to={paths.playerRecord.getHref(row.playerId)}>{row.name}</Link>
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {row.rating}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {row.ratedEntries}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <LoadMoreButton query={ratings} />
    </Box>
  );
}

export default RatingsRoute;
