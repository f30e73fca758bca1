import type { Race, Runner } from '@cj/shared/races';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/errors/error-alert';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { errorMessage } from '../../../lib/api-client';
import { AdminSection } from '../components/admin-section';
import { ConfirmDialog, removalQuestion } from '../components/confirm-dialog';
import { StatusText } from '../components/status-text';
import { useToast } from '../components/toast';
import { useRunners } from './api/get-runners';
import { useRemoveRunner } from './api/remove-runner';
import { ProgramNumberBadge } from './program-number-badge';
import { RunnerDialog } from './runner-dialog';

export const REMOVE_RUNNER_FAILED = 'Failed to remove runner.';

/** How a runner is named in buttons and dialogs: '#1 Able Baker'. */
export const runnerTitle = (runner: Pick<Runner, 'programNumber' | 'name'>) =>
  runner.programNumber ? `#${runner.programNumber} ${runner.name}` : runner.name;

/** Runners: add, update and remove (after confirming); none once the race is finalized. */
export function RunnersSection({ race }: { race: Race }) {
  const runners = useRunners(race.id);
  const removeRunner = useRemoveRunner(race.id);
  const showToast = useToast();
  const [editing, setEditing] = useState<{ runner: Runner | null } | null>(null);
  const [removing, setRemoving] = useState<Runner | null>(null);
  const locked = race.finalized;

  const remove = (runner: Runner) => {
    setRemoving(null);
    removeRunner.mutate(runner.id, {
      onError: (error) => showToast(`${REMOVE_RUNNER_FAILED} ${errorMessage(error)}`),
    });
  };

  return (
    <AdminSection
      title="Runners"
      actions={
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={locked}
          onClick={() => setEditing({ runner: null })}
        >
          Add Runner
        </Button>
      }
    >
      {runners.isPending ? (
        <StatusText>Loading runners...</StatusText>
      ) : runners.isError ? (
        <ErrorAlert error={runners.error} />
      ) : runners.data.length === 0 ? (
        <StatusText>No runners in this race.</StatusText>
      ) : (
        <List aria-label="Runners" disablePadding>
          {runners.data.map((runner) => (
            <RunnerRow
              key={runner.id}
              runner={runner}
              raceType={race.raceType}
              locked={locked}
              onEdit={() => setEditing({ runner })}
              onRemove={() => setRemoving(runner)}
            />
          ))}
        </List>
      )}
      <RunnerDialog
        raceId={race.id}
        open={editing !== null}
        runner={editing?.runner ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Runner"
        confirmLabel="Remove"
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      >
        {removalQuestion('runner')}
        {removing ? ` (${runnerTitle(removing)})` : null}
      </ConfirmDialog>
    </AdminSection>
  );
}

interface RunnerRowProps {
  runner: Runner;
  raceType: number;
  locked: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** A scratched runner (spec §4) shows '-' for its line, its name struck through, and no MTO / AE badges. */
function RunnerRow({ runner, raceType, locked, onEdit, onRemove }: RunnerRowProps) {
  const title = runnerTitle(runner);
  return (
    <ListItem divider disableGutters sx={{ gap: 1.5, alignItems: 'center' }}>
      <ProgramNumberBadge value={runner.programNumber} raceType={raceType} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          sx={{
            fontWeight: 500,
            overflowWrap: 'anywhere',
            textDecoration: runner.scratched ? 'line-through' : 'none',
            color: runner.scratched ? 'text.secondary' : 'text.primary',
          }}
        >
          {runner.name}
          {runner.scratched ? (
            <Box component="span" sx={visuallyHidden}>
              {' '}
              (scratched)
            </Box>
          ) : null}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.25 }}>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
            Morning line {runner.scratched ? '-' : runner.morningLine}
          </Typography>
          {runner.scratched ? <Chip size="small" label="Scratched" variant="outlined" /> : null}
          {!runner.scratched && runner.mto ? <Chip size="small" label="MTO" title="Main track only" /> : null}
          {!runner.scratched && runner.ae ? <Chip size="small" label="AE" title="Also eligible" /> : null}
        </Box>
      </Box>
      <IconButton aria-label={`Edit runner ${title}`} onClick={onEdit} disabled={locked}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Remove runner ${title}`} onClick={onRemove} disabled={locked} edge="end">
        <DeleteIcon />
      </IconButton>
    </ListItem>
  );
}
