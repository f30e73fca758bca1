import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import { ContestFormat } from '@cj/shared/enums';
import type { Player } from '@cj/shared/players';
import type { Play } from '@cj/shared/plays';
import { centsToDollars, dollarsToCents, formatMoney } from '@cj/shared/rules/money';
import { runnerText } from '@cj/shared/rules/scratched-play';
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
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { usePlayerPicks } from '@/api/plays/get-player-plays';
import { usePlacePlay } from '@/api/plays/place-play';
import { ErrorAlert } from '@/components/errors/error-alert';
import { RunnerChoiceNotice } from '@/components/races/runner-choice-notice';
import { RunnerLabel } from '@/components/races/runner-label';
import { useRunnerChoicesKeptValid } from '@/components/races/use-runner-choices-kept-valid';
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
  /**
   * Change a pick in one step: the play this form replaces, its runner, alternate and amount filled in;
   * 'Change Pick' swaps it in one call, 'Cancel' (onDone) leaves it. onDone also runs once it is changed, and once
   * a new play is placed.
   */
  replacing?: Play;
  onDone?: () => void;
  /** The server refused the play because the race had closed (its message): the race shows closed with it. */
  onRaceClosed?: (message: string) => void;
}

/** The form's first values: empty, or those of the play it changes (a scratched runner is left for a new pick). */
/**
 * The stake a new WinBankroll play starts with, editable: the entry's last stake in the contest, else the race's
 * minimum, so a card is picked with one tap on a runner and one on Add Play.
 */
function startingStake(picks: readonly Play[] | undefined, minimumCents: number): string {
  const last = (picks ?? []).reduce<Play | undefined>(
    (latest, play) => (latest === undefined || play.id > latest.id ? play : latest),
    undefined,
  );
  const cents = Math.max(last ? (dollarsToCents(last.amount) ?? 0) : 0, minimumCents);
  return String(centsToDollars(cents));
}

function initialValues(replacing: Play | undefined, isBankroll: boolean, stake: string): PlayFormValues {
  if (!replacing) return { runnerId: '', alternateId: '', amount: isBankroll ? stake : '' };
  const alternate = replacing.alternateRunner;
  return {
    runnerId: replacing.runner.scratched ? '' : String(replacing.runner.id),
    alternateId: alternate && !alternate.scratched ? String(alternate.id) : '',
    amount: isBankroll ? String(replacing.amount) : '',
  };
}

/**
 * Picks a runner on an open race. Win format: the stake is a fixed $2. WinBankroll: the player types the stake,
 * checked in the browser against the race minimum; anything else the server refuses shows in a red alert.
 */
export function PlayForm({
  contest,
  contestRace,
  entry,
  palette,
  replacing,
  onDone,
  onRaceClosed,
}: PlayFormProps) {
  const isBankroll = contest.format === ContestFormat.WinBankroll;
  const placeWager = usePlacePlay(
    contest.slug,
    (play) => {
      track('play_added', {
        contest: contest.slug,
        race: play.race,
        player: play.player,
        amount: play.amount,
        ...(replacing ? { changed: true } : {}),
      });
      // Here, not with mutate: a race that now holds its most plays takes this form off the page at once, and
      // the card must still move on to the next race.
      if (!replacing) onDone?.();
    },
    onRaceClosed,
  );
  const legendId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const picks = usePlayerPicks(contest.slug, entry.id);
  const minimumCents = minimumStakeCents(dollarsToCents(contestRace.minWagerAmount) ?? 0);
  const stake = startingStake(picks.data, minimumCents);
  const form = useForm<PlayFormValues, unknown, PlayFormOutput>({
    resolver: zodResolver(playFormSchema(contest.format, contestRace.minWagerAmount)),
    defaultValues: initialValues(replacing, isBankroll, stake),
  });
  const { control, handleSubmit, reset } = form;
  // The entry's plays may arrive after the form: its last stake replaces the minimum until the player types one.
  useEffect(() => {
    if (!isBankroll || replacing || form.getFieldState('amount').isDirty) return;
    form.resetField('amount', { defaultValue: stake });
  }, [form, isBankroll, replacing, stake]);
  // A scratch or a new pick clears a choice: the notice says why, and a refusal of the old choice is stale.
  const cleared = useRunnerChoicesKeptValid({
    runners: contestRace.runners,
    form,
    fields: { pick: 'runnerId', alternate: 'alternateId' },
    onCleared: placeWager.reset,
    formRef,
  });
  // Changing a pick: the form, perhaps above the fold on a phone, comes into view with its pick focused, once, when
  // the change starts. Not again when the play is read again meanwhile (a scratch's live event, a refetch): that
  // brings a new copy of the same play, and moving the focus and the page then took the player's field and slid the
  // runners under a click in progress, whose release landed on another row and chose nothing. At once, not
  // smoothly, for the same reason: nothing moves once the form is there.
  const replacingId = replacing?.id;
  useEffect(() => {
    if (replacingId === undefined || !formRef.current) return;
    formRef.current.scrollIntoView?.({ block: 'nearest' });
    const radios = [...formRef.current.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    (radios.find((radio) => radio.checked) ?? radios.find((radio) => !radio.disabled))?.focus();
  }, [replacingId]);
  const minimum = formatMoney(minimumCents);
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
          ...(replacing ? { replaces: replacing.id } : {}),
        },
      },
      {
        onSuccess: (play) => {
          // The next play starts from the stake just placed.
          reset(initialValues(undefined, isBankroll, String(play.amount)));
          if (replacing) onDone?.();
        },
      },
    );
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-labelledby={legendId}>
      {replacing ? (
        <Typography sx={{ mb: 1, fontWeight: 500 }}>
          Changing your pick {runnerText(replacing.runner)}
          {isBankroll ? ` (${formatMoney(dollarsToCents(replacing.amount) ?? 0)})` : ''}: choose the runner to
          play instead.
        </Typography>
      ) : null}
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
      <RunnerChoiceNotice notice={cleared.notice} sx={{ mt: 1 }} />
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
          {replacing ? 'Change Pick' : 'Add Play'}
        </Button>
        {replacing ? (
          <Button
            onClick={onDone}
            disabled={placeWager.isPending}
            sx={{ mt: { xs: 0, sm: 2 }, minHeight: 40 }}
          >
            Cancel
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
