import { CONTEST_MESSAGES } from '@cj/shared/contests';
import type { PendingPrize } from '@cj/shared/prizes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatDollars } from '@/components/admin/dollars';
import { StatusText } from '@/components/admin/status-text';
import { useToast } from '@/components/admin/toast';
import { ErrorAlert } from '@/components/errors/error-alert';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatContestDate } from '@/lib/zoned-time';
import { usePendingPrizes } from './api/get-pending-prizes';
import { usePayPrize } from './api/pay-prize';
import { prizeTitle } from './prize-names';

/** 'Avery P. (avery@example.com)', several joined with 'and' (a tie shares the prize). */
function winnerNames(prize: Pick<PendingPrize, 'winners'>): string {
  const names = prize.winners.map((winner) => `${winner.name} (${winner.email})`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Prizes are awarded once the results are official (24 hours after the contest's last race). */
const isOfficialNow = (prize: Pick<PendingPrize, 'officialAt'>) => Date.now() >= Date.parse(prize.officialAt);

/**
 * Pending Prizes (spec §2): the unpaid prizes of concluded contests, each with its contest and its winner or
 * winners. Mark Paid asks first, and waits for official results.
 */
export function PendingPrizesCard() {
  const pending = usePendingPrizes();
  const payPrize = usePayPrize();
  const showToast = useToast();
  const [asking, setAsking] = useState<PendingPrize | null>(null);

  const pay = () => {
    if (asking === null) return;
    const prize = asking;
    setAsking(null);
    payPrize.mutate(prize, { onError: (error) => showToast(errorMessage(error)) });
  };

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
            <PendingPrizeRow
              key={prize.id}
              prize={prize}
              paying={payPrize.isPending && payPrize.variables?.id === prize.id}
              onMarkPaid={() => setAsking(prize)}
            />
          ))}
        </List>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Mark Prize Paid"
        confirmLabel="Mark Paid"
        onConfirm={pay}
        onClose={() => setAsking(null)}
      >
        {asking
          ? `Mark ${prizeTitle(asking)} ${formatDollars(asking.value)} of ${asking.contestName} as paid to ${winnerNames(asking)}?`
          : null}
      </ConfirmDialog>
    </AdminSection>
  );
}

interface PendingPrizeRowProps {
  prize: PendingPrize;
  paying: boolean;
  onMarkPaid: () => void;
}

function PendingPrizeRow({ prize, paying, onMarkPaid }: PendingPrizeRowProps) {
  const official = isOfficialNow(prize);
  return (
    <ListItem divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
      <ListItemText
        primary={
          <>
            <Link to={paths.adminContest.getHref(prize.contestSlug)}>{prize.contestName}</Link>
            {` · ${formatContestDate(prize.contestDate)}`}
          </>
        }
        secondary={
          <>
            {`${prizeTitle(prize)} ${formatDollars(prize.value)}`}
            <br />
            {`${prize.winners.length > 1 ? 'Winners (tied)' : 'Winner'}: ${winnerNames(prize)}`}
          </>
        }
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={onMarkPaid}
          disabled={!official}
          loading={paying}
          aria-label={`Mark Paid: ${prizeTitle(prize)}, ${prize.contestName}`}
        >
          Mark Paid
        </Button>
        {official ? null : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {CONTEST_MESSAGES.resultsUnofficialUntil(prize.officialAt)}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}
