import type { ScoringLog } from '@cj/shared/scoring-log';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { ErrorAlert } from '@/components/errors/error-alert';
import { ProgramNumber } from '@/components/races/program-number';
import { InlineLoader } from '@/components/ui/inline-loader';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { formatZonedTime } from '@/lib/zoned-time';
import { useScoringLog } from '../api/get-scoring-log';
import { formatDollars } from '../utils/money';
import { payoutCapText, scratchOutcome } from '../utils/scoring-log-text';
import { ReadingDialog } from './reading-dialog';

interface ScoringLogDialogProps {
  open: boolean;
  onClose: () => void;
  slug: string;
  contestRaceId: number;
  raceNumber: number;
  /** The track's timezone, for the time of finalize. */
  timezone: string;
  palette: SaddleClothPalette;
}

/**
 * 'How this race was scored': what the race's finalize applied in this contest, as it recorded it —
 * each winner and payoff (dead heats), the payout cap, every scratch and what its plays were scored as, and when.
 * Full screen on small screens; the log is read when the dialog first opens.
 */
export function ScoringLogDialog({
  open,
  onClose,
  slug,
  contestRaceId,
  raceNumber,
  timezone,
  palette,
}: ScoringLogDialogProps) {
  const log = useScoringLog(slug, contestRaceId);
  return (
    <ReadingDialog open={open} onClose={onClose} title={`How Race ${raceNumber} was scored`} maxWidth="sm">
      {log.isPending ? <InlineLoader label="Loading the scoring log" /> : null}
      {log.isError ? <ErrorAlert error={log.error} /> : null}
      {log.isSuccess ? <ScoringLogBody log={log.data} timezone={timezone} palette={palette} /> : null}
    </ReadingDialog>
  );
}

function ScoringLogBody({
  log,
  timezone,
  palette,
}: {
  log: ScoringLog;
  timezone: string;
  palette: SaddleClothPalette;
}) {
  const cap = payoutCapText(log);
  const deadHeat = log.results.some((result) => result.deadHeat);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Finalized {formatZonedTime(log.finalizedAt, timezone, { withDate: true })}
      </Typography>
      <LogSection title={deadHeat ? 'Results: dead heat' : 'Results'}>
        {log.results.length === 0 ? (
          <Typography color="text.secondary">No winner was recorded.</Typography>
        ) : (
          <LogList label="Results">
            {log.results.map((result) => (
              <LogItem key={result.runner.id} programNumber={result.runner.programNumber} palette={palette}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  Winner: {result.runner.name}
                  {result.deadHeat ? ' (dead heat)' : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  $2 payoff {formatDollars(result.payoff)}
                  {result.scoredPayoff < result.payoff
                    ? ` · scored as ${formatDollars(result.scoredPayoff)} (payout cap)`
                    : ''}
                </Typography>
              </LogItem>
            ))}
          </LogList>
        )}
        {cap ? <Typography sx={{ mt: 1 }}>{cap}</Typography> : null}
      </LogSection>
      <LogSection title="Scratches">
        {log.scratches.length === 0 ? (
          <Typography color="text.secondary">No runner was scratched.</Typography>
        ) : (
          <LogList label="Scratches">
            {log.scratches.map((scratch) => (
              <LogItem
                key={`${scratch.runner.id}-${scratch.scoredAs?.id ?? 'none'}-${scratch.reason ?? 'none'}`}
                programNumber={scratch.runner.programNumber}
                palette={palette}
              >
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {scratch.runner.name} (scratched)
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {scratchOutcome(scratch)}
                </Typography>
              </LogItem>
            ))}
          </LogList>
        )}
      </LogSection>
    </>
  );
}

function LogSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function LogList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

function LogItem({
  programNumber,
  palette,
  children,
}: {
  programNumber: string;
  palette: SaddleClothPalette;
  children: ReactNode;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 0.75 }}>
      <ProgramNumber value={programNumber} palette={palette} />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
