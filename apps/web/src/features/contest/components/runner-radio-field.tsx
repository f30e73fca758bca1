import type { Runner } from '@cj/shared/races';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type Control, Controller } from 'react-hook-form';
import { RunnerLabel } from '@/components/races/runner-label';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import type { PlayFormOutput, PlayFormValues } from './play-form-schema';

/**
 * The runner a changed pick plays instead, chosen among the race's runners (a scratched one cannot be), then
 * confirmed with Change Pick: changing a play is two steps, so a stray tap does not undo a pick.
 */
export function RunnerRadioField({
  control,
  runners,
  palette,
  legendId,
}: {
  control: Control<PlayFormValues, unknown, PlayFormOutput>;
  runners: readonly Runner[];
  palette: SaddleClothPalette;
  legendId: string;
}) {
  const firstPlayable = runners.find((runner) => !runner.scratched);
  return (
    <Controller
      control={control}
      name="runnerId"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} fullWidth>
          <FormLabel component="legend" id={legendId} sx={{ fontWeight: 500, mb: 0.5 }}>
            Pick a runner to win
          </FormLabel>
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {runners.map((runner) => (
              <FormControlLabel
                key={runner.id}
                value={String(runner.id)}
                disabled={runner.scratched}
                control={
                  <Radio
                    slotProps={{ input: { ref: runner.id === firstPlayable?.id ? field.ref : undefined } }}
                  />
                }
                label={<RunnerLabel runner={runner} palette={palette} />}
                sx={{
                  mx: 0,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '& .MuiFormControlLabel-label': { flexGrow: 1, minWidth: 0 },
                  '& .MuiFormControlLabel-label.Mui-disabled': { color: 'inherit' },
                }}
              />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
