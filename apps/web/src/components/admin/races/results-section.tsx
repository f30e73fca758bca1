import { RACE_MESSAGES, type Race, type RaceResult, type Runner } from '@cj/shared/races';
import { formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import { isRaceOpen, raceState } from '@cj/shared/rules/race-state';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useResults } from '@/api/races/get-results';
import { useRunners } from '@/api/races/get-runners';
import { useRemoveResult } from '@/api/races/remove-result';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog, removalQuestion } from '@/components/admin/confirm-dialog';
import { StatusText } from '@/components/admin/status-text';
import { useToast } from '@/components/admin/toast';
import { ErrorAlert } from '@/components/errors/error-alert';
import { errorMessage } from '@/lib/api-client';
import { useServerNow } from '@/lib/use-server-now';
import { ResultDialog } from './result-dialog';
import { runnerTitle } from './runners-section';

/**
 * Results: added only once wagering is closed and removed (after confirming) to correct them, both before the race
 * is finalized; several Win results make a dead heat. The post-time favorite shows too.
 */
export function ResultsSection({ race }: { race: Race }) {
  const results = useResults(race.id);
  const runners = useRunners(race.id);
  const removeResult = useRemoveResult(race.id);
  const showToast = useToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RaceResult | null>(null);
  const now = useServerNow({ wakeAt: [race.postTime] });
  const canAdd = raceState(race, now) === 'closed';

  const remove = (result: RaceResult) => {
    setRemoving(null);
    removeResult.mutate(result.id, {
      onError: (error) => showToast(`${RACE_MESSAGES.removeResultFailed} ${errorMessage(error)}`),
    });
  };

  return (
    <AdminSection
      title="Results"
      actions={
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={!canAdd || !runners.data}
          onClick={() => setAdding(true)}
        >
          Add Result
        </Button>
      }
    >
      {isRaceOpen(race, now) ? (
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>
          {RACE_MESSAGES.resultsNeedClosedWagering}
        </Typography>
      ) : null}
      {results.isPending ? (
        <StatusText>Loading results...</StatusText>
      ) : results.isError ? (
        <ErrorAlert error={results.error} />
      ) : results.data.length === 0 ? (
        <StatusText>No race results yet.</StatusText>
      ) : (
        <>
          {results.data.length > 1 ? <Chip label="Dead heat" color="secondary" sx={{ mb: 1 }} /> : null}
          <List aria-label="Results" disablePadding>
            {results.data.map((result) => (
              <ResultRow
                key={result.id}
                result={result}
                removable={!race.finalized}
                onRemove={() => setRemoving(result)}
              />
            ))}
          </List>
        </>
      )}
      <Typography sx={{ mt: 2 }}>
        Post-time favorite: {favoriteText(race.favoriteRunnerId, runners.data ?? [])}
      </Typography>
      {runners.data ? (
        <ResultDialog race={race} runners={runners.data} open={adding} onClose={() => setAdding(false)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove Result"
        confirmLabel="Remove"
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      >
        {removalQuestion('result')}
        {removing ? ` (${resultTitle(removing)})` : null}
      </ConfirmDialog>
    </AdminSection>
  );
}

function favoriteText(favoriteRunnerId: number | null, runners: Runner[]): string {
  const favorite = runners.find((runner) => runner.id === favoriteRunnerId);
  return favorite ? runnerTitle(favorite) : 'by morning line';
}

const payoffText = (result: RaceResult) => `Win ${formatMoney(Math.round(result.payoff * 100))}`;

/** How a result is named in buttons and dialogs: 'Win $6.40, #2 Bold Ruler first'. */
function resultTitle(result: RaceResult): string {
  const winner = result.runners[0];
  return winner ? `${payoffText(result)}, ${runnerTitle(winner)} first` : payoffText(result);
}

interface ResultRowProps {
  result: RaceResult;
  /** Until the race is finalized: the remove button shows. */
  removable: boolean;
  onRemove: () => void;
}

function ResultRow({ result, removable, onRemove }: ResultRowProps) {
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'block' }}
      secondaryAction={
        removable ? (
          <IconButton aria-label={`Remove result ${resultTitle(result)}`} onClick={onRemove} edge="end">
            <DeleteIcon />
          </IconButton>
        ) : null
      }
    >
      <Typography sx={{ fontWeight: 600 }}>{payoffText(result)}</Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {result.runners.map((runner, index) => (
          <Typography
            component="li"
            key={runner.id}
            sx={{ color: index === 0 ? 'text.primary' : 'text.secondary' }}
          >
            {ordinal(index + 1)}: {runnerTitle(runner)}
          </Typography>
        ))}
      </Box>
    </ListItem>
  );
}
