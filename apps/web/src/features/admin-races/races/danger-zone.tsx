import { FINALIZE_WARNING } from '@cj/shared/race-day';
import type { Race } from '@cj/shared/races';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFinalizeRace } from '@/api/races/finalize-race';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useToast } from '@/components/admin/toast';

/** Danger Zone: Finalize Race, after a confirmation; disabled once the race is finalized. */
export function DangerZone({ race }: { race: Race }) {
  const finalize = useFinalizeRace(race.id);
  const showToast = useToast();
  const [confirming, setConfirming] = useState(false);

  const close = () => {
    setConfirming(false);
    finalize.reset();
  };
  const confirm = () =>
    finalize.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast('Race finalized.', { severity: 'success' });
      },
    });

  return (
    <AdminSection title="Danger Zone" danger>
      <Typography sx={{ mb: 2 }}>
        {race.finalized
          ? 'This race is finalized: its results are scored in every contest that holds it.'
          : 'Finalize the race once its results are entered: every contest holding it is scored.'}
      </Typography>
      <Button
        variant="contained"
        color="error"
        disabled={race.finalized}
        onClick={() => setConfirming(true)}
        sx={{ bgcolor: 'error.dark' }}
      >
        Finalize Race
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Finalize Race"
        confirmLabel="Finalize"
        onConfirm={confirm}
        onClose={close}
        pending={finalize.isPending}
        error={finalize.error}
      >
        {FINALIZE_WARNING}
      </ConfirmDialog>
    </AdminSection>
  );
}
