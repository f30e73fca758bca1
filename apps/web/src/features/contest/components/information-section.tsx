import type { Contest } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CancelledCard } from './cancelled-card';
import { ContestRulesCard } from './contest-rules-card';
import { FormatCard } from './format-card';
import { PrizesCard } from './prizes-card';
import { RegistrationCard } from './registration-card';

interface InformationSectionProps {
  contest: Contest;
  signedIn: boolean;
  entries: Player[];
  expanded: boolean;
  onToggle: () => void;
}

/** The collapsible Information section (spec §2): Registration, Contest Cancelled, Format and Prizes. */
export function InformationSection({
  contest,
  signedIn,
  entries,
  expanded,
  onToggle,
}: InformationSectionProps) {
  const regionId = useId();
  return (
    <Box component="section" aria-label="Information">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        <ButtonBase
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={regionId}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            py: 1,
            borderRadius: 1,
            font: 'inherit',
            textAlign: 'left',
          }}
        >
          Information
          <ExpandMoreIcon
            aria-hidden
            sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
      </Typography>
      <Collapse in={expanded} id={regionId}>
        <Stack spacing={2} sx={{ pb: 1 }}>
          <RegistrationCard contest={contest} signedIn={signedIn} entries={entries} />
          {contest.isCancelled ? <CancelledCard /> : null}
          <FormatCard contest={contest} />
          <ContestRulesCard contest={contest} />
          <PrizesCard slug={contest.slug} />
        </Stack>
      </Collapse>
    </Box>
  );
}
