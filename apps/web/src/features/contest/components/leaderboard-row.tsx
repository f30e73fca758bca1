import type { Player } from '@cj/shared/players';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InsightsIcon from '@mui/icons-material/Insights';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Collapse } from '@/components/ui/collapse';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { formatDollars } from '../utils/money';
import { playerCardText } from '../utils/player-card-line';
import { PlayerPlays } from './player-plays';

/** Pinning, where the leaderboard offers it: the pin state, and whether there is an account to pin for. */
export interface PinControl {
  pinned: boolean;
  signedIn: boolean;
  onToggle: () => void;
}

interface LeaderboardRowProps {
  slug: string;
  player: Player;
  palette: SaddleClothPalette;
  pin?: PinControl;
  /** What the entry wins where it stands ('Prize: $500.00 cash'), when it is in the money. */
  prize?: string | null;
}

/**
 * An entry on the leaderboard: rank (ties share one), name and bankroll; opening it shows the entry's plays. Beside
 * it, a link to the player's record.
 */
export function LeaderboardRow({ slug, player, palette, pin, prize = null }: LeaderboardRowProps) {
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  const prizeId = useId();
  const cardId = useId();
  const card = playerCardText(player);
  const toggle = () => {
    if (!expanded) track('leaderboard_expanded', { contest: slug, player: player.id });
    setExpanded(!expanded);
  };
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ButtonBase
          onClick={toggle}
          aria-expanded={expanded}
          aria-controls={regionId}
          aria-label={`Rank ${player.rank ?? 'none'}, ${player.name}, ${formatDollars(player.leaderboardBankroll)}`}
          aria-describedby={[card && cardId, prize && prizeId].filter(Boolean).join(' ') || undefined}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            gap: 1.5,
            px: 1,
            py: 1.25,
            textAlign: 'left',
            borderRadius: 1,
          }}
        >
          <Typography
            component="span"
            sx={{ fontWeight: 700, minWidth: 32, fontVariantNumeric: 'tabular-nums' }}
          >
            {player.rank ?? '–'}
          </Typography>
          <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}>
              {player.name}
            </Typography>
            {card ? (
              <Typography
                id={cardId}
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block' }}
              >
                {card}
              </Typography>
            ) : null}
            {prize ? (
              <Typography
                id={prizeId}
                component="span"
                variant="body2"
                sx={{ display: 'block', color: 'success.dark', fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {prize}
              </Typography>
            ) : null}
          </Box>
          <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatDollars(player.leaderboardBankroll)}
          </Typography>
          <ExpandMoreIcon
            aria-hidden
            sx={{
              color: 'text.secondary',
              transition: 'transform 150ms',
              transform: expanded ? 'rotate(180deg)' : 'none',
            }}
          />
        </ButtonBase>
        <RecordLink playerId={player.id} name={player.name} />
      </Box>
      <Collapse in={expanded} id={regionId} unmountOnExit>
        <Box sx={{ px: 1, pb: 1.5 }}>
          <PlayerPlays slug={slug} playerId={player.id} hiddenPlays={player.hiddenPlays} palette={palette} />
          {pin ? <PinButton pin={pin} name={player.name} /> : null}
        </Box>
      </Collapse>
    </Box>
  );
}

/** The player's record: the account behind the entry, its rating and contests. */
function RecordLink({ playerId, name }: { playerId: number; name: string }) {
  return (
    <IconButton
      component={RouterLink}
      to={paths.playerRecord.getHref(playerId)}
      aria-label={`${name}'s record`}
      title="Player record"
      size="small"
      sx={{ color: 'text.secondary' }}
    >
      <InsightsIcon fontSize="small" />
    </IconButton>
  );
}

function PinButton({ pin, name }: { pin: PinControl; name: string }) {
  const location = useLocation();
  const label = pin.pinned ? 'Unpin Entry' : 'Pin Entry';
  const icon = pin.pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />;
  const description = (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      {name}
    </Box>
  );
  if (!pin.signedIn) {
    // Pinning needs an account: log in, then come back here.
    return (
      <Button
        component={RouterLink}
        to={paths.login.getHref({ redirect: `${location.pathname}${location.search}` })}
        size="small"
        startIcon={icon}
        sx={{ mt: 1 }}
      >
        {label}
        {description}
      </Button>
    );
  }
  return (
    <Button size="small" variant="outlined" startIcon={icon} onClick={pin.onToggle} sx={{ mt: 1 }}>
      {label}
      {description}
    </Button>
  );
}
