import type { Contest } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import { hasStarted } from '@cj/shared/rules/contest-status';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePlayers } from '@/api/contests/get-players';
import { AdminSection } from '@/components/admin/admin-section';
import { formatDollars } from '@/components/admin/dollars';
import { LoadMoreButton } from '@/components/admin/load-more-button';
import { StatusText } from '@/components/admin/status-text';
import { useRemoval } from '@/components/admin/use-removal';
import { paths } from '@/config/paths';
import { AddPlayersDialog } from './add-players-dialog';
import { useRemovePlayer } from './api/remove-player';

const REMOVE_PLAYER_FAILED = 'Failed to remove player.';

/** The contest's entries in leaderboard order, 10 at a time: add players, open one, remove one after confirming. */
export function PlayersSection({ contest }: { contest: Contest }) {
  const players = usePlayers(contest.slug);
  const removePlayer = useRemovePlayer(contest.slug);
  const [adding, setAdding] = useState(false);
  const removal = useRemoval<Player>({
    thing: 'player',
    describe: (player) => player.name,
    remove: (player, callbacks) => removePlayer.mutate(player.id, callbacks),
    failedMessage: REMOVE_PLAYER_FAILED,
  });
  const loaded = players.data?.pages.flat() ?? [];

  return (
    <AdminSection
      title="Players"
      actions={
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
          Add Player
        </Button>
      }
    >
      {players.isPending ? (
        <StatusText>Loading players...</StatusText>
      ) : loaded.length === 0 ? (
        <StatusText>No players in this contest.</StatusText>
      ) : (
        <>
          <List aria-label="Players" disablePadding>
            {loaded.map((player) => (
              <PlayerRow
                key={player.id}
                slug={contest.slug}
                player={player}
                onRemove={() => removal.ask(player)}
              />
            ))}
          </List>
          <LoadMoreButton query={players} />
        </>
      )}
      <AddPlayersDialog
        slug={contest.slug}
        started={hasStarted(contest.status)}
        open={adding}
        onClose={() => setAdding(false)}
      />
      {removal.dialog}
    </AdminSection>
  );
}

function PlayerRow({ slug, player, onRemove }: { slug: string; player: Player; onRemove: () => void }) {
  return (
    <ListItem
      divider
      disablePadding
      secondaryAction={
        <IconButton aria-label={`Remove player ${player.name}`} onClick={onRemove} edge="end">
          <DeleteIcon />
        </IconButton>
      }
    >
      <ListItemButton component={RouterLink} to={paths.adminContestPlayer.getHref(slug, player.id)}>
        <ListItemText
          primary={player.name}
          secondary={[
            player.rank === null ? null : `Rank ${player.rank}`,
            player.account?.email,
            `Bankroll ${formatDollars(player.bankroll)}`,
            `Leaderboard ${formatDollars(player.leaderboardBankroll)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        />
      </ListItemButton>
    </ListItem>
  );
}
