import { RaceType } from '@cj/shared/enums';
import type { Race, Runner } from '@cj/shared/races';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useState } from 'react';
import { useRunners } from '@/api/races/get-runners';
import { useRemoveRunner } from '@/api/races/remove-runner';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog, removalQuestion } from '@/components/admin/confirm-dialog';
import { StatusText } from '@/components/admin/status-text';
import { useToast } from '@/components/admin/toast';
import { ErrorAlert } from '@/components/errors/error-alert';
import { RunnerLabel } from '@/components/races/runner-label';
import { errorMessage } from '@/lib/api-client';
import { RunnerDialog } from './runner-dialog';

const REMOVE_RUNNER_FAILED = 'Failed to remove runner.';

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

/** The runner as players see it (a scratched one struck through, with '-' for its line), and its buttons. */
function RunnerRow({ runner, raceType, locked, onEdit, onRemove }: RunnerRowProps) {
  const title = runnerTitle(runner);
  return (
    <ListItem divider disableGutters sx={{ gap: 0.5 }}>
      <RunnerLabel runner={runner} palette={raceType === RaceType.Harness ? 'harness' : 'thoroughbred'} />
      <IconButton aria-label={`Edit runner ${title}`} onClick={onEdit} disabled={locked}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Remove runner ${title}`} onClick={onRemove} disabled={locked} edge="end">
        <DeleteIcon />
      </IconButton>
    </ListItem>
  );
}
