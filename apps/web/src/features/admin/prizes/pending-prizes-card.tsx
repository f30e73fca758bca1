import type { PendingPrize } from '@cj/shared/prizes';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { paths } from '../../../app/paths';
import { ErrorAlert } from '../../../components/errors/error-alert';
import { Link } from '../../../components/ui/link';
import { errorMessage } from '../../../lib/api-client';
import { formatContestDate } from '../../../lib/dates';
import { AdminSection } from '../components/admin-section';
import { formatDollars } from '../components/dollars';
import { StatusText } from '../components/status-text';
import { useToast } from '../components/toast';
import { usePendingPrizes } from './api/get-pending-prizes';
import { usePayPrize } from './api/pay-prize';
import { prizeTitle } from './prize-names';

/** Pending Prizes (spec §2): unpaid prizes across contests, each with its contest, to be marked paid. */
export function PendingPrizesCard() {
  const pending = usePendingPrizes();
  const payPrize = usePayPrize();
  const showToast = useToast();

  const pay = (prize: PendingPrize) =>
    payPrize.mutate(prize, { onError: (error) => showToast(errorMessage(error)) });

  return (
    <AdminSection title="Pending Prizes">
      {pending.isPending ? (
        <StatusText>Loading pending prizes...</StatusText>
      ) : pending.isError ? (
        <ErrorAlert error={pending.error} />
      ) : pending.data.length === 0 ? (
        <StatusText>No pending prizes.</StatusText>
      ) : (
        <List aria-label="Pending prizes" disablePadding>
          {pending.data.map((prize) => (
            <ListItem key={prize.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={
                  <>
                    <Link to={paths.adminContest.getHref(prize.contestSlug)}>{prize.contestName}</Link>
                    {` · ${formatContestDate(prize.contestDate)}`}
                  </>
                }
                secondary={`${prizeTitle(prize)} ${formatDollars(prize.value)}`}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Button
                variant="outlined"
                size="small"
                onClick={() => pay(prize)}
                loading={payPrize.isPending && payPrize.variables?.id === prize.id}
                aria-label={`Mark Paid: ${prizeTitle(prize)}, ${prize.contestName}`}
              >
                Mark Paid
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </AdminSection>
  );
}
