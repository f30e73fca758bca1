import type { Contest, Prize } from '@cj/shared/contests';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { usePrizes } from '@/api/contests/get-prizes';
import { AdminSection } from '@/components/admin/admin-section';
import { formatDollars } from '@/components/admin/dollars';
import { StatusText } from '@/components/admin/status-text';
import { useRemoval } from '@/components/admin/use-removal';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useRemovePrize } from './api/remove-prize';
import { PrizeDialog } from './prize-dialog';
import { prizeTitle } from './prize-names';
import { WinnerEmails } from './winner-emails';
import { WinnersList } from './winners-list';

const REMOVE_PRIZE_FAILED = 'Failed to remove prize.';

/** The manager's Prizes tab: the prizes (add, update, remove), who wins them, and the winners' e-mail. */
export function PrizesSection({ contest }: { contest: Contest }) {
  const prizes = usePrizes(contest.slug);
  const removePrize = useRemovePrize(contest.slug);
  const [editing, setEditing] = useState<{ prize: Prize | null } | null>(null);
  const removal = useRemoval<Prize>({
    thing: 'prize',
    describe: prizeTitle,
    remove: (prize, callbacks) => removePrize.mutate(prize.prizeID, callbacks),
    failedMessage: REMOVE_PRIZE_FAILED,
  });

  return (
    <>
      <AdminSection
        title="Prizes"
        actions={
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ prize: null })}>
            Add Prize
          </Button>
        }
      >
        {prizes.isPending ? (
          <StatusText>Loading prizes...</StatusText>
        ) : prizes.isError ? (
          <ErrorAlert error={prizes.error} />
        ) : prizes.data.length === 0 ? (
          <StatusText>No prizes for this contest.</StatusText>
        ) : (
          <List aria-label="Prizes" disablePadding>
            {prizes.data.map((prize) => (
              <PrizeRow
                key={prize.id}
                prize={prize}
                onEdit={() => setEditing({ prize })}
                onRemove={() => removal.ask(prize)}
              />
            ))}
          </List>
        )}
        <PrizeDialog
          slug={contest.slug}
          open={editing !== null}
          prize={editing?.prize ?? null}
          onClose={() => setEditing(null)}
        />
        {removal.dialog}
      </AdminSection>
      <AdminSection title="Winners">
        {prizes.data ? <WinnersList contest={contest} prizes={prizes.data} /> : null}
      </AdminSection>
      <WinnerEmails contest={contest} />
    </>
  );
}

function PrizeRow({ prize, onEdit, onRemove }: { prize: Prize; onEdit: () => void; onRemove: () => void }) {
  const title = prizeTitle(prize);
  return (
    <ListItem divider disableGutters sx={{ gap: 1 }}>
      <ListItemText
        primary={title}
        secondary={formatDollars(prize.value)}
        sx={{ overflowWrap: 'anywhere' }}
      />
      {prize.paid ? (
        <Chip label="Paid" size="small" />
      ) : (
        <Chip label="Unpaid" size="small" variant="outlined" />
      )}
      <IconButton aria-label={`Edit prize ${title}`} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Remove prize ${title}`} onClick={onRemove} edge="end">
        <DeleteIcon />
      </IconButton>
    </ListItem>
  );
}
