import type { Contest } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Collapse } from '@/components/ui/collapse';
import { columnStack } from '@/components/ui/stack';
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
  /**
   * Play rules and Prizes, below the first screen on a phone; false on the page's first render there (decision
   * 041). Registration and Format show at once while the section is open; folded, the cards wait too.
   */
  laterCardsShown?: boolean;
  /** The Registration card shows elsewhere on the page (above the races on a phone, for someone not entered). */
  registrationShownApart?: boolean;
}

const stackSx = { ...columnStack(2), pb: 1 } as const;

/** The collapsible Information section (spec §2): Registration, Contest Cancelled, Format and Prizes. */
export function InformationSection({
  contest,
  signedIn,
  entries,
  expanded,
  onToggle,
  laterCardsShown = true,
  registrationShownApart = false,
}: InformationSectionProps) {
  const regionId = useId();
  // Once shown, the first cards stay: folding before the later ones arrive must not unmount them.
  const [firstCardsShown, setFirstCardsShown] = useState(expanded);
  if (expanded && !firstCardsShown) setFirstCardsShown(true);
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
        <Box sx={stackSx}>
          {firstCardsShown || laterCardsShown ? (
            <>
              {registrationShownApart ? null : (
                <RegistrationCard contest={contest} signedIn={signedIn} entries={entries} />
              )}
              {contest.isCancelled ? <CancelledCard /> : null}
              <FormatCard contest={contest} />
            </>
          ) : null}
          {laterCardsShown ? (
            <>
              <ContestRulesCard contest={contest} />
              <PrizesCard slug={contest.slug} />
            </>
          ) : null}
        </Box>
      </Collapse>
    </Box>
  );
}
