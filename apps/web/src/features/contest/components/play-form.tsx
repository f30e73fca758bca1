import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import { ContestFormat } from '@cj/shared/enums';
import { ALTERNATE_MESSAGES } from '@cj/shared/play-messages';
import type { Player } from '@cj/shared/players';
import type { Play } from '@cj/shared/plays';
import type { Runner } from '@cj/shared/races';
import { alternateProblem } from '@cj/shared/rules/alternates';
import { centsToDollars, dollarsToCents, formatMoney } from '@cj/shared/rules/money';
import { runnerText } from '@cj/shared/rules/scratched-play';
import { minimumStakeCents, WIN_STAKE_CENTS } from '@cj/shared/rules/stakes';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { usePlayerPicks } from '@/api/plays/get-player-plays';
import { usePlacePlay } from '@/api/plays/place-play';
import { ErrorAlert } from '@/components/errors/error-alert';
import { RunnerChoiceNotice } from '@/components/races/runner-choice-notice';
import { useRunnerChoicesKeptValid } from '@/components/races/use-runner-choices-kept-valid';
import { track } from '@/lib/analytics';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { AlternateField } from './alternate-field';
import { AmountField } from './amount-field';
import { type PlayFormOutput, type PlayFormValues, playFormSchema } from './play-form-schema';
import { RunnerPickList } from './runner-pick-list';
import { RunnerRadioField } from './runner-radio-field';

interface PlayFormProps {
  contest: Pick<Contest, 'slug' | 'format' | 'alternatesEnabled'>;
  contestRace: ContestRaceDetail;
  /** The entry the play is for (the one chosen in the page header). */
  entry: Player;
  palette: SaddleClothPalette;
  /**
   * Change a pick in one step: the play this form replaces, its runner, alternate and amount filled in;
   * 'Change Pick' swaps it in one call, 'Cancel' (onDone) leaves it. onDone also runs once it is changed.
   */
  replacing?: Play;
  onDone?: () => void;
  /** A new play was placed (a tap on a runner): while this form is still on the page, with the play. */
  onPlaced?: (play: Play) => void;
  /** The server refused the play because the race had closed (its message): the race shows closed with it. */
  onRaceClosed?: (message: string) => void;
}

/** The form's first values: empty, or those of the play it changes (a scratched runner is left for a new pick). */
/**
 * The stake a new WinBankroll play starts with, editable: the entry's last stake in the contest, else the race's
 * minimum, so a card is picked with one tap on a runner a race.
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
  onPlaced,
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
      if (!replacing) onPlaced?.(play);
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

  // A tap taken while the last one's play is still being checked or placed is ignored: one tap, one play.
  const placing = useRef(false);
  const submit = handleSubmit(
    (values) => {
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
          onSettled: () => {
            placing.current = false;
            // A tap's runner is no choice left standing: the alternate is checked against the next tap.
            if (!replacing) form.setValue('runnerId', '');
          },
        },
      );
    },
    () => {
      placing.current = false;
      if (!replacing) form.setValue('runnerId', '');
    },
  );

  // A tap on a runner: the play goes at once with the stake and alternate set above, unless the alternate is the
  // runner tapped or coupled with it (it says so, and nothing is placed).
  const pickRunner = (runner: Runner) => {
    if (placing.current) return;
    const alternateId = form.getValues('alternateId');
    const problem = alternateProblem({
      alternatesEnabled: true,
      pickId: runner.id,
      alternateId: alternateId === '' ? null : Number(alternateId),
      runners: contestRace.runners,
    });
    if (problem === 'samePick' || problem === 'coupled') {
      form.setError('alternateId', { message: ALTERNATE_MESSAGES[problem] }, { shouldFocus: true });
      return;
    }
    placing.current = true;
    placeWager.reset();
    form.setValue('runnerId', String(runner.id));
    void submit();
  };
  const placingId = placeWager.isPending ? (placeWager.variables?.play.runners[0] ?? null) : null;

  const stakeField = isBankroll ? (
    <AmountField control={control} minimum={minimum} onEdit={placeWager.reset} />
  ) : (
    <Typography sx={{ mt: replacing ? { sm: 2.5 } : 0 }}>
      Stake: {formatMoney(WIN_STAKE_CENTS)} to win
    </Typography>
  );
  const alternateField = contest.alternatesEnabled ? (
    <AlternateField control={control} runners={contestRace.runners} offersPick={!replacing} />
  ) : null;

  if (!replacing) {
    // One tap on a runner places the play: the stake and the alternate are set first, above the runners.
    return (
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        aria-labelledby={legendId}
      >
        <Typography id={legendId} sx={{ fontWeight: 500 }}>
          Pick a runner to win
        </Typography>
        <Box sx={{ mb: 1 }}>
          {stakeField}
          {alternateField}
        </Box>
        {/* Above the runners, beside the stake it is often about ('… The bankroll has $3.00 left.'). */}
        {placeWager.isError ? <ErrorAlert error={placeWager.error} sx={{ mb: 1 }} /> : null}
        <RunnerPickList
          runners={contestRace.runners}
          palette={palette}
          onPick={pickRunner}
          placingId={placingId}
          labelledBy={legendId}
        />
        <RunnerChoiceNotice notice={cleared.notice} sx={{ mt: 1 }} />
      </Box>
    );
  }

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-labelledby={legendId}>
      <Typography sx={{ mb: 1, fontWeight: 500 }}>
        Changing your pick {runnerText(replacing.runner)}
        {isBankroll ? ` (${formatMoney(dollarsToCents(replacing.amount) ?? 0)})` : ''}: choose the runner to
        play instead.
      </Typography>
      <RunnerRadioField
        control={control}
        runners={contestRace.runners}
        palette={palette}
        legendId={legendId}
      />
      <RunnerChoiceNotice notice={cleared.notice} sx={{ mt: 1 }} />
      {alternateField}
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
        {stakeField}
        <Button
          type="submit"
          variant="contained"
          loading={placeWager.isPending}
          sx={{ mt: { xs: 0, sm: 2 }, minHeight: 40 }}
        >
          Change Pick
        </Button>
        <Button onClick={onDone} disabled={placeWager.isPending} sx={{ mt: { xs: 0, sm: 2 }, minHeight: 40 }}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
