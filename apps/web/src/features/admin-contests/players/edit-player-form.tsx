import { PLAYER_ADMIN_MESSAGES, UpdatePlayerSchema } from '@cj/shared/player-admin';
import type { Player } from '@cj/shared/players';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { AdminSection } from '@/components/admin/admin-section';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormColumns } from '@/components/ui/form-columns';
import { FormTextField } from '@/components/ui/form-text-field';
import { useUpdatePlayer } from './api/update-player';

const formValues = (player: Player) => ({
  name: player.name,
  bankroll: String(player.bankroll),
  leaderboardBankroll: String(player.leaderboardBankroll),
});

/**
 * Edit Player (spec §5): the entry's name, bankroll and leaderboard bankroll, in dollars. 'Bankroll is required'
 * (blank or negative), 'Bankroll must be a number'; the same for the leaderboard bankroll.
 */
export function EditPlayerForm({ slug, player }: { slug: string; player: Player }) {
  const updatePlayer = useUpdatePlayer(slug, player.id);
  // The entry as the server has it now: a play taking from the bankroll shows at once.
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(UpdatePlayerSchema),
    values: formValues(player),
  });

  const submit = handleSubmit((values) => updatePlayer.mutate(values));

  return (
    <AdminSection title="Edit Player">
      <Box component="form" noValidate onSubmit={submit}>
        {updatePlayer.isSuccess ? (
          <Alert severity="success">{PLAYER_ADMIN_MESSAGES.playerUpdated}</Alert>
        ) : null}
        {updatePlayer.isError ? <ErrorAlert error={updatePlayer.error} /> : null}
        <FormTextField control={control} name="name" label="Name" required />
        <FormColumns>
          <FormTextField
            control={control}
            name="bankroll"
            label="Bankroll ($)"
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name="leaderboardBankroll"
            label="Leaderboard Bankroll ($)"
            required
            helperText="What the leaderboard ranks by"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </FormColumns>
        <Button type="submit" variant="contained" loading={updatePlayer.isPending} sx={{ mt: 2 }}>
          Update Player
        </Button>
      </Box>
    </AdminSection>
  );
}
