import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Collapse } from './collapse';

interface AccordionProps {
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  /** The id of the summary button, which names the region of the details. */
  summaryId: string;
  /** The button's content, beside the expand icon. */
  summary: ReactNode;
  /** The details, rendered only while open (and while closing). */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

const SHORTEST = '150ms cubic-bezier(0.4, 0, 0.2, 1)';

// The styles are made once, so a re-render hands emotion the same objects.
const rootSx = {
  position: 'relative',
  overflowAnchor: 'none',
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:first-of-type': { borderTopLeftRadius: 4, borderTopRightRadius: 4 },
  '&:last-of-type': { borderBottomLeftRadius: 4, borderBottomRightRadius: 4 },
} as const;
const headingSx = { all: 'unset' } as const;
const summarySx = {
  display: 'flex',
  width: '100%',
  minHeight: 48,
  px: 2,
  transition: `min-height ${SHORTEST}, background-color ${SHORTEST}`,
  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
} as const;
const contentSx = { display: 'flex', textAlign: 'start', flexGrow: 1, my: 1.5 } as const;
const iconSx = (expanded: boolean) =>
  ({
    display: 'flex',
    color: 'action.active',
    transform: expanded ? 'rotate(180deg)' : 'rotate(0deg)',
    transition: `transform ${SHORTEST}`,
  }) as const;
const ICON_SX = { open: iconSx(true), closed: iconSx(false) };

/**
 * One expandable row drawn and built as MUI's `<Accordion disableGutters>` with an `<AccordionSummary expandIcon>`
 * and `<AccordionDetails>` in a transition that unmounts on exit: the summary is a button (aria-expanded) in an h3,
 * the details a region named by it. Without MUI's Paper, Collapse and transition library (about 4 KB of the contest
 * page's first load).
 */
export function Accordion({ expanded, onToggle, summaryId, summary, children, sx }: AccordionProps) {
  return (
    <Box sx={[rootSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="h3" sx={headingSx}>
        <ButtonBase
          id={summaryId}
          aria-expanded={expanded}
          disableRipple
          onClick={() => onToggle(!expanded)}
          sx={summarySx}
        >
          <Box component="span" sx={contentSx}>
            {summary}
          </Box>
          <Box component="span" sx={expanded ? ICON_SX.open : ICON_SX.closed}>
            <ExpandMoreIcon />
          </Box>
        </ButtonBase>
      </Box>
      <Collapse in={expanded} unmountOnExit>
        {/* A named section is a region, as MUI's `<div role="region">`. */}
        <section aria-labelledby={summaryId}>{children}</section>
      </Collapse>
    </Box>
  );
}
