import { MINIMUM_STAKE_DOLLARS } from '@cj/shared/constants';
import type { ContestRaceDetail } from '@cj/shared/contests';
import { ContestFormat } from '@cj/shared/enums';
import type { Player } from '@cj/shared/players';
import { ADMIN_ALTERNATE_MESSAGES, PLAY_MESSAGES } from '@cj/shared/plays';
import type { Runner } from '@cj/shared/races';
import { alternateChoices, alternateProblem } from '@cj/shared/rules/alternates';
import { centsToDollars, dollarsToCents } from '@cj/shared/rules/money';
import { checkStake, WIN_STAKE_CENTS } from '@cj/shared/rules/stakes';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { usePlacePlay } from '@/api/plays/place-play';
import { formatDollars } from '@/components/admin/dollars';
import { FormDialog } from '@/components/admin/form-dialog';
import { chosenId, FormSelect } from '@/components/admin/form-select';
import { runnerTitle } from '@/components/admin/races/runners-section';
import { RunnerChoiceNotice } from '@/components/races/runner-choice-notice';
import { useRunnerChoicesKeptValid } from '@/components/races/use-runner-choices-kept-valid';
import { FormTextField } from '@/components/ui/form-text-field';
import { formatPostTime } from '@/lib/zoned-time';
import { contestRaceTitle } from '../contest-races/contest-races-section';

/**
 * The fields' own rules (spec §5, admin add play): a race (always offered, so missing means the page is stale), one
 * runner, an optional alternate, and in the WinBankroll format an amount in dollars; the minimum, the bankroll and
 * the alternate (the player's rule, rules/alternates.ts, in the admin's words) are checked on submit.
 */
function addPlayFormSchema(format: number) {
  const amount =
    format === ContestFormat.WinBankroll
      ? z
          .string()
          .trim()
          .min(1, PLAY_MESSAGES.adminAmountRequired)
          .refine((value) => dollarsToCents(value) !== null, PLAY_MESSAGES.amountNotANumber)
      : z.string();
  return z.object({
    contestRaceId: chosenId(PLAY_MESSAGES.unexpected),
    runnerId: chosenId(PLAY_MESSAGES.runnerRequired),
    alternateRunnerId: z.union([z.number(), z.literal('')]),
    amount,
  });
}

const NO_RUNNERS: readonly Runner[] = [];

interface AddPlayDialogProps {
  slug: string;
  format: number;
  /** The contest takes alternates: the play may name one, as a player's may. */
  alternatesEnabled: boolean;
  player: Player;
  /** The contest's races still taking plays (arePlaysChangeable: in Pick & Pray none once the first race closed). */
  races: readonly ContestRaceDetail[];
  open: boolean;
  onClose: () => void;
}

/**
 * Add New Play (spec §5) for one entry: a race of the contest, one runner not scratched, in a contest with
 * alternates an alternate runner if wanted, and the stake (WinBankroll; the Win format always stakes $2), pool Win.
 * The server's refusals ('Insufficient funds in bankroll for this wager.'...) show in the dialog.
 */
export function AddPlayDialog({
  slug,
  format,
  alternatesEnabled,
  player,
  races: openRaces,
  open,
  onClose,
}: AddPlayDialogProps) {
  const placePlay = usePlacePlay(slug);
  const schema = useMemo(() => addPlayFormSchema(format), [format]);
  const empty = {
    contestRaceId: openRaces[0]?.id ?? '',
    runnerId: '',
    alternateRunnerId: '',
    amount: '',
  } as const;
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    values: empty,
  });
  const { control, handleSubmit, reset, setError } = form;
  const contestRaceId = useWatch({ control, name: 'contestRaceId' });
  const pickId = useWatch({ control, name: 'runnerId' });
  const chosenRace = openRaces.find((contestRace) => contestRace.id === contestRaceId);
  const runners = chosenRace?.runners ?? NO_RUNNERS;
  const starters = runners.filter((runner) => !runner.scratched);
  const alternates = alternateChoices(pickId === '' ? null : pickId, runners);
  // No live events here: the races are read again when the window regains the focus or the server refuses a scratched
  // runner. A runner scratched meanwhile then leaves the form, which says so, and the refusal of it is stale.
  const cleared = useRunnerChoicesKeptValid({
    runners,
    form,
    fields: { pick: 'runnerId', alternate: 'alternateRunnerId' },
    pickWords: 'the pick',
    onCleared: placePlay.reset,
  });

  const close = () => {
    reset(empty);
    placePlay.reset();
    onClose();
  };

  const submit = handleSubmit(({ contestRaceId: raceId, runnerId, alternateRunnerId, amount }) => {
    const contestRace = openRaces.find((candidate) => candidate.id === raceId);
    if (!contestRace) {
      setError('contestRaceId', { message: PLAY_MESSAGES.unexpected });
      return;
    }
    if (!contestRace.runners.some((runner) => runner.id === runnerId && !runner.scratched)) {
      setError('runnerId', { message: PLAY_MESSAGES.runnerRequired }, { shouldFocus: true });
      return;
    }
    const alternateId = alternateRunnerId === '' ? null : alternateRunnerId;
    const problem = alternateProblem({
      alternatesEnabled,
      pickId: runnerId,
      alternateId,
      runners: contestRace.runners,
    });
    if (problem) {
      setError('alternateRunnerId', { message: ADMIN_ALTERNATE_MESSAGES[problem] }, { shouldFocus: true });
      return;
    }
    let stakeCents = WIN_STAKE_CENTS;
    if (format === ContestFormat.WinBankroll) {
      const stake = checkStake({
        format,
        amountCents: dollarsToCents(amount) ?? Number.NaN,
        minWagerAmountCents: dollarsToCents(contestRace.minWagerAmount) ?? 0,
        bankrollCents: dollarsToCents(player.bankroll) ?? 0,
      });
      if (!stake.ok) {
        setError('amount', { message: stake.message }, { shouldFocus: true });
        return;
      }
      stakeCents = stake.stakeCents;
    }
    placePlay.mutate(
      {
        contestRaceId: raceId,
        play: {
          amount: centsToDollars(stakeCents),
          pool: 'WIN',
          runners: [runnerId],
          playerID: player.id,
          ...(alternateId === null ? {} : { alternateRunner: alternateId }),
        },
      },
      { onSuccess: close },
    );
  });

  return (
    <FormDialog
      open={open}
      title="Add New Play"
      onClose={close}
      onSubmit={submit}
      submitLabel="Add Play"
      pending={placePlay.isPending}
      error={placePlay.error}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        For {player.name}: pool Win, one runner.
        {format === ContestFormat.Win ? ' The Win format stakes $2.00.' : null}
      </Typography>
      <FormSelect
        control={control}
        name="contestRaceId"
        label="Race"
        required
        options={openRaces.map((contestRace) => ({
          value: contestRace.id,
          label: `${contestRaceTitle(contestRace)} · Post Time is ${formatPostTime(
            contestRace.race.postTime,
            contestRace.race.track.timezone,
          )}`,
        }))}
      />
      <FormSelect
        control={control}
        name="runnerId"
        label="Runner"
        required
        options={starters.map((runner) => ({ value: runner.id, label: runnerTitle(runner) }))}
      />
      <RunnerChoiceNotice notice={cleared.notice} />
      {alternatesEnabled ? (
        <FormSelect
          control={control}
          name="alternateRunnerId"
          label="Alternate (if the pick is scratched)"
          noneLabel="None"
          options={alternates.map((runner) => ({ value: runner.id, label: runnerTitle(runner) }))}
          helperText="Without one, a scratched pick is scored as the post-time favorite"
        />
      ) : null}
      {format === ContestFormat.WinBankroll ? (
        <FormTextField
          control={control}
          name="amount"
          label="Amount ($)"
          required
          helperText={`Bankroll ${formatDollars(player.bankroll)} · minimum ${formatDollars(
            chosenRace && chosenRace.minWagerAmount > 0 ? chosenRace.minWagerAmount : MINIMUM_STAKE_DOLLARS,
          )}`}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ) : null}
    </FormDialog>
  );
}
