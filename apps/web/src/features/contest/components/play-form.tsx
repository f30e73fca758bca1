import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import { ContestFormat } from '@cj/shared/enums';
import type { Player } from '@cj/shared/players';
import { centsToDollars, dollarsToCents, formatMoney } from '@cj/shared/rules/money';
import { minimumStakeCents, WIN_STAKE_CENTS } from '@cj/shared/rules/stakes';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { usePlacePlay } from '@/api/plays/place-play';
import { ErrorAlert } from '@/components/errors/error-alert';
import { RunnerLabel } from '@/components/races/runner-label';
import { track } from '@/lib/analytics';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { AlternateField } from './alternate-field';
import { AmountField } from './amount-field';
import { type PlayFormOutput, type PlayFormValues, playFormSchema } from './play-form-schema';

interface PlayFormProps {
  contest: Pick<Contest, 'slug' | 'format' | 'alternatesEnabled'>;
  contestRace: ContestRaceDetail;
  /** The entry the play is for (the one chosen in the page header). */
  entry: Player;
  palette: SaddleClothPalette;
}

/**
 * Picks a runner on an open race. Win format: the stake is a fixed $2. WinBankroll: the player types the stake,
 * checked in the browser against the race minimum; anything else the server refuses shows in a red alert.
 */
export function PlayForm({ contest, contestRace, entry, palette }: PlayFormProps) {
  const isBankroll = contest.format === ContestFormat.WinBankroll;
  const placeWager = usePlacePlay(contest.slug, (play) =>
    track('play_added', { contest: contest.slug, race: play.race, player: play.player, amount: play.amount }),
  );
  const legendId = useId();
  const { control, handleSubmit, reset } = useForm<PlayFormValues, unknown, PlayFormOutput>({
    resolver: zodResolver(playFormSchema(contest.format, contestRace.minWagerAmount)),
    defaultValues: { runnerId: '', alternateId: '', amount: '' },
  });
  const minimum = formatMoney(minimumStakeCents(dollarsToCents(contestRace.minWagerAmount) ?? 0));
  const firstPlayable = contestRace.runners.find((runner) => !runner.scratched);

  const submit = handleSubmit((values) => {
    placeWager.mutate(
      {
        contestRaceId: contestRace.id,
        play: {
          amount: centsToDollars(values.amount),
          pool: 'WIN',
          runners: [Number(values.runnerId)],
          playerID: entry.id,
          ...(values.alternateId === '' ? {} : { alternateRunner: Number(values.alternateId) }),
        },
      },
      {
        onSuccess: () => reset(),
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={legendId}>
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
              {contestRace.runners.map((runner) => (
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
      {contest.alternatesEnabled ? <AlternateField control={control} runners={contestRace.runners} /> : null}
      {placeWager.isError ? <ErrorAlert error={placeWager.error} sx={{ mt: 2 }} /> : null}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          gap: { xs: 1, sm: 2 },
          mt: 1,
        }}
      >
        {isBankroll ? (
          <AmountField control={control} minimum={minimum} onEdit={placeWager.reset} />
        ) : (
          <Typography sx={{ mt: { sm: 2.5 } }}>Stake: {formatMoney(WIN_STAKE_CENTS)} to win</Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          loading={placeWager.isPending}
          sx={{ mt: { xs: 0, sm: 2 }, minHeight: 40 }}
        >
          Add Play
        </Button>
      </Box>
    </Box>
  );
}
