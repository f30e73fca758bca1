import { DuplicateContestSchema } from '@cj/shared/contest-setup';
import type { Contest } from '@cj/shared/contests';
import { slugify } from '@cj/shared/rules/slug';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog } from '@/components/admin/form-dialog';
import { CardRacesFields } from '../contest-races/card-races-fields';
import {
  type CardErrors,
  emptyCardSelection,
  parseCardSelection,
  useCardChoice,
} from '../contest-races/card-selection';
import { useDuplicateContest } from './api/duplicate-contest';
import { fromStartTimeInput, startTimeZoneLabel, toStartTimeInput } from './contest-form-values';

interface DuplicateContestDialogProps {
  contest: Contest;
  open: boolean;
  onClose: () => void;
  onDuplicated: (copy: Contest) => void;
}

type CopyField = 'name' | 'slug' | 'startTime';

/**
 * Duplicate Contest: a new name, slug and start, and optionally a new date's race card whose ticked races join the
 * copy; its settings, prizes and sponsors are copied, never its players or plays. The start is typed at the card's
 * track and starts at its first post time.
 */
export function DuplicateContestDialog({
  contest,
  open,
  onClose,
  onDuplicated,
}: DuplicateContestDialogProps) {
  const id = useId();
  const duplicate = useDuplicateContest(contest.id);
  const firstName = `${contest.name} (copy)`;
  const [name, setName] = useState(firstName);
  const [slug, setSlug] = useState(slugify(firstName));
  const [startTime, setStartTime] = useState('');
  const [selection, setSelection] = useState(() => emptyCardSelection(''));
  const [errors, setErrors] = useState<Partial<Record<CopyField, string>>>({});
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const choice = useCardChoice(selection, { enabled: open });
  const withCard = selection.trackId !== '';
  const timezone = withCard ? choice.timezone : null;
  const firstPost = withCard && choice.firstPostTime ? toStartTimeInput(choice.firstPostTime, timezone) : '';
  // Until a start is typed, the copy starts at the first post time of the ticked races.
  const shownStart = startTime || firstPost;

  const close = () => {
    setName(firstName);
    setSlug(slugify(firstName));
    setStartTime('');
    setSelection(emptyCardSelection(''));
    setErrors({});
    setCardErrors({});
    duplicate.reset();
    onClose();
  };

  const rename = (next: string) => {
    if (slug === slugify(name)) setSlug(slugify(next));
    setName(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = withCard
      ? parseCardSelection(selection, choice.chosen)
      : { data: undefined, errors: undefined };
    setCardErrors(card.errors ?? {});
    const start = shownStart ? fromStartTimeInput(shownStart, timezone) : undefined;
    const parsed = DuplicateContestSchema.safeParse({
      name,
      slug,
      startTime: start === '' ? 'invalid' : start,
      raceCard: card.data,
    });
    const found: Partial<Record<CopyField, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as CopyField;
      if (field === 'name' || field === 'slug' || field === 'startTime') found[field] ??= issue.message;
    }
    setErrors(found);
    if (parsed.success && !card.errors) {
      duplicate.mutate(parsed.data, {
        onSuccess: (copy) => {
          close();
          onDuplicated(copy);
        },
      });
    }
  };

  return (
    <FormDialog
      open={open}
      title="Duplicate Contest"
      onClose={close}
      onSubmit={submit}
      submitLabel="Duplicate"
      pending={duplicate.isPending}
      error={duplicate.error}
    >
      <Typography variant="body2" color="text.secondary">
        Copies the settings, prizes and sponsors of {contest.name}; never its players or plays. The copy is a
        draft until published.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField
          fullWidth
          margin="normal"
          id={`${id}-name`}
          label="Name"
          required
          value={name}
          onChange={(event) => rename(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <TextField
          fullWidth
          margin="normal"
          id={`${id}-slug`}
          label="Slug"
          required
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          error={Boolean(errors.slug)}
          helperText={errors.slug}
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Races of a new date (optional)
      </Typography>
      <CardRacesFields
        selection={selection}
        onChange={setSelection}
        choice={choice}
        errors={cardErrors}
        optional
      />
      <TextField
        fullWidth
        margin="normal"
        id={`${id}-start`}
        label={`Start Time (${startTimeZoneLabel(timezone, fromStartTimeInput(shownStart, timezone))})`}
        type="datetime-local"
        required
        value={shownStart}
        onChange={(event) => setStartTime(event.target.value)}
        error={Boolean(errors.startTime)}
        helperText={errors.startTime ?? (withCard ? 'The first post time unless changed' : undefined)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
