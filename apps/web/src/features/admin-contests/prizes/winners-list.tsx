import type { Contest, Prize } from '@cj/shared/contests';
import type { PrizeType } from '@cj/shared/enums';
import { dollarsToCents, formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import { splitPrizes } from '@cj/shared/rules/prizes';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useWinningPlayers } from './api/get-winning-players';
import { prizeTitle } from './prize-names';

/**
 * Who wins what (ARCHITECTURE.md §4) once the contest has concluded: entries tied at a rank share evenly the prizes
 * of the places they occupy together, cash rounded down to the cent with the remainder to the earlier entry.
 */
export function WinnersList({ contest, prizes }: { contest: Contest; prizes: readonly Prize[] }) {
  const lastPlacement = Math.max(0, ...prizes.map((prize) => prize.placement));
  const concluded = contest.concludedAt !== null && !contest.isCancelled;
  const entries = useWinningPlayers(contest.slug, lastPlacement, concluded && prizes.length > 0);

  if (contest.isCancelled) return <StatusText>A cancelled contest has no winners.</StatusText>;
  if (!concluded)
    return <StatusText>The winners are shown once every race of the contest is finalized.</StatusText>;
  if (prizes.length === 0) return <StatusText>No prizes for this contest.</StatusText>;
  if (entries.isPending) return <StatusText>Loading winners...</StatusText>;
  if (entries.isError) return <ErrorAlert error={entries.error} />;

  const awards = splitPrizes(
    prizes.map((prize) => ({
      ...prize,
      type: prize.type as PrizeType,
      valueCents: dollarsToCents(prize.value) ?? 0,
    })),
    entries.data.map((entry) => ({
      id: entry.id,
      name: entry.name,
      rank: entry.rank ?? 0,
      enrollmentOrder: entry.id,
    })),
  );
  if (awards.length === 0) return <StatusText>No entry has won a prize.</StatusText>;

  const names = new Map(entries.data.map((entry) => [entry.id, entry.name]));
  return (
    <List aria-label="Winners" disablePadding>
      {awards.map((award) => (
        <ListItem key={award.entryId} divider disableGutters>
          <ListItemText
            primary={`${ordinal(award.rank)} ${names.get(award.entryId) ?? ''}${
              award.coWinners > 1 ? ` (tied, ${award.coWinners} share)` : ''
            }`}
            secondary={award.shares
              .map((share) => `${prizeTitle(share.prize)} ${formatMoney(share.valueCents)}`)
              .join(' · ')}
            sx={{ overflowWrap: 'anywhere' }}
          />
        </ListItem>
      ))}
    </List>
  );
}
