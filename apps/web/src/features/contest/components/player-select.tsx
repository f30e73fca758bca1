import type { Contest } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatDollars } from '../utils/money';
import { playerScore } from '../utils/score';

interface PlayerSelectProps {
  contest: Pick<Contest, 'format'>;
  entries: Player[];
  entry: Player;
  onSelectEntry: (playerId: number) => void;
}

/** The header's selector of a player's entries, by the figure the header shows and the entry's name. */
export function PlayerSelect({ contest, entries, entry, onSelectEntry }: PlayerSelectProps) {
  return (
    <TextField
      select
      label="Entry"
      value={entry.id}
      onChange={(event) => onSelectEntry(Number(event.target.value))}
      size="small"
      sx={{ minWidth: 240 }}
    >
      {entries.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {formatDollars(playerScore(contest.format, option).amount)} · {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
