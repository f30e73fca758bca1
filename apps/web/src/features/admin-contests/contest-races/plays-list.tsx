import { alternateLabel, cappedPayoffLabel, type Play } from '@cj/shared/plays';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRemovePlay } from '@/api/plays/remove-play';
import { formatDollars } from '@/components/admin/dollars';
import { runnerTitle } from '@/components/admin/races/runners-section';
import type { ToastOptions } from '@/components/admin/toast';
import { useRemoval } from '@/components/admin/use-removal';

interface PlaysListProps {
  /** The contest the plays belong to: a removal refreshes its plays and players everywhere. */
  slug: string;
  plays: readonly Play[];
  /** The list's accessible name. */
  label: string;
  /** What heads each play: its entry (a race's plays) or its race (an entry's plays). */
  heading: (play: Play) => ReactNode;
  /** Whether a play may be removed now: only while its picks are open (spec §4; Pick & Pray). */
  removable: (play: Play) => boolean;
  /** The toast when a removal fails, and where it shows. */
  removeFailed: { message: string; options?: ToastOptions };
}

/**
 * What the play is on, as the contest page says it: the pick (scored as its alternate or the post-time favorite
 * when it was scratched), its alternate, and a payoff the contest's cap lowered.
 */
function playDetails(play: Play): string[] {
  const reason = play.substituteReason === 'alternate' ? 'alternate' : 'post-time favorite';
  const details = [
    runnerTitle(play.runner) +
      (play.substituteRunner ? ` (scored as ${runnerTitle(play.substituteRunner)}, ${reason})` : ''),
  ];
  if (play.alternateRunner) details.push(alternateLabel(play.alternateRunner));
  if (play.payoutCap) details.push(cappedPayoffLabel(play.payoutCap));
  return details;
}

/**
 * Plays with their runner, stake and payoff (a late scratch shows what it was scored as); an administrator
 * removes one, after confirming, while its picks are open.
 */
export function PlaysList({ slug, plays, label, heading, removable, removeFailed }: PlaysListProps) {
  const removePlay = useRemovePlay(slug);
  const removal = useRemoval<Play>({
    thing: 'play',
    remove: (play, callbacks) => removePlay.mutate(play.id, callbacks),
    failedMessage: removeFailed.message,
    toastOptions: removeFailed.options,
  });

  return (
    <>
      <List aria-label={label} disablePadding>
        {plays.map((play) => (
          <ListItem key={play.id} divider disableGutters sx={{ gap: 1.5, alignItems: 'center' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {heading(play)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {playDetails(play).join(' · ')}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
              <Typography>{formatDollars(play.amount)}</Typography>
              {play.payoff !== null && play.payoff > 0 ? (
                <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 600 }}>
                  +{formatDollars(play.payoff)}
                </Typography>
              ) : null}
            </Box>
            {removable(play) ? (
              <IconButton
                aria-label={`Remove play on ${runnerTitle(play.runner)} by ${play.playerName}`}
                onClick={() => removal.ask(play)}
                edge="end"
              >
                <DeleteIcon />
              </IconButton>
            ) : null}
          </ListItem>
        ))}
      </List>
      {removal.dialog}
    </>
  );
}
