import type { Contest } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import { scoreLabel } from '@cj/shared/rules/score-label';
import { SHARE_CARD_SIZE, shareCardPath } from '@cj/shared/share-card-links';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useSite } from '@/lib/site';
import { formatDollars } from '../utils/money';
import { canShareNatively, type ShareOutcome, shareLink, shareOrCopy } from '../utils/share-link';

const OUTCOME_MESSAGES: Record<ShareOutcome, string> = {
  shared: 'Shared.',
  copied: 'Link copied.',
  cancelled: '',
  failed: 'Your browser did not let us copy the link: copy it from the field above.',
};

interface ShareCardDialogProps {
  open: boolean;
  onClose: () => void;
  contest: Contest;
  entry: Player;
}

/**
 * The card the contest's link previews with, for the player to see what they share, and the link: shared through
 * the device's share sheet where there is one, else copied.
 */
export function ShareCardDialog({ open, onClose, contest, entry }: ShareCardDialogProps) {
  const site = useSite();
  const titleId = useId();
  const statusId = useId();
  const linkField = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const link = shareLink(contest.slug, entry.id);
  const native = canShareNatively();

  const share = async () => {
    setOutcome(null);
    const result = await shareOrCopy({
      url: link,
      title: contest.name,
      text: `Where I stand in ${contest.name} on ${site.productName}`,
    });
    setOutcome(result);
    // Focused, its text selected (onFocus), for the player to copy by hand.
    if (result === 'failed') linkField.current?.focus();
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Share where you stand</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Your link shows this card wherever you post it. It updates after each race's results.
        </Typography>
        {imageFailed ? (
          <Typography color="error" sx={{ mb: 1 }}>
            The card could not be loaded. Try again in a moment.
          </Typography>
        ) : (
          <Box
            component="img"
            src={shareCardPath(contest.slug, entry.id)}
            width={SHARE_CARD_SIZE.width}
            height={SHARE_CARD_SIZE.height}
            alt={`Your card: ${entry.name} in ${contest.name}, ${scoreLabel(contest.format).toLowerCase()} ${formatDollars(entry.leaderboardBankroll)}`}
            onError={() => setImageFailed(true)}
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              borderRadius: 2,
              bgcolor: 'grey.200',
            }}
          />
        )}
        <TextField
          inputRef={linkField}
          label="Link"
          value={link}
          fullWidth
          size="small"
          margin="normal"
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, 'aria-describedby': statusId } }}
        />
        <Typography id={statusId} role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
          {outcome ? OUTCOME_MESSAGES[outcome] : ''}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={share}>
          {native ? 'Share link' : 'Copy link'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
