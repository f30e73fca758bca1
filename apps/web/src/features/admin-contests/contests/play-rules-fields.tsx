import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormSwitch } from '@/components/ui/form-switch';
import { FormTextField } from '@/components/ui/form-text-field';
import type { ContestFormInput, ContestFormOutput } from './contest-form-values';

/**
 * The contest form's play rules: alternates, the most a $2 win pays, and Pick & Pray. Like the format
 * they may change only until the first play (the API answers 409 after).
 */
export function PlayRulesFields({
  control,
}: {
  control: Control<ContestFormInput, unknown, ContestFormOutput>;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Play rules
      </Typography>
      <Typography variant="body2" color="text.secondary">
        These can change only until the first play.
      </Typography>
      <FormSwitch
        control={control}
        name="alternatesEnabled"
        label="Alternates"
        helperText="A play may name an alternate, scored in place of a scratched pick"
      />
      <FormSwitch
        control={control}
        name="picksLockAt"
        label="Pick & Pray"
        helperText="All picks lock when wagering closes on the contest's first race, and stay hidden until then"
      />
      <FormTextField
        control={control}
        name="winPayoutCap"
        label="Win Payout Cap ($)"
        helperText="The most a $2 win pays in this contest, e.g. 42 (20-1); blank for no cap"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ maxWidth: { sm: 320 } }}
      />
    </Box>
  );
}
