import { ParseRaceCardSchema, RACE_CARD_MESSAGES } from '@cj/shared/race-cards';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/admin/form-dialog';
import { FormTextField } from '@/components/ui/form-text-field';
import { trackChoice } from '../tracks/track-choice';
import { TrackSelect } from '../tracks/track-select';
import { useParseRaceCard } from './api/parse-race-card';
import { ImportSummary } from './import-summary';

const ParseUrlFormSchema = z.object({
  trackId: trackChoice(RACE_CARD_MESSAGES.trackRequired),
  url: ParseRaceCardSchema.shape.url,
});
type ParseUrlFormInput = z.input<typeof ParseUrlFormSchema>;

const EMPTY: ParseUrlFormInput = { trackId: '', url: '' };

/** Parse Race Card From URL (spec §2): the track (authoritative) and the address the server fetches. */
export function ParseUrlDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const parse = useParseRaceCard();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(ParseUrlFormSchema),
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    parse.reset();
    onClose();
  };
  const submit = handleSubmit((input) => parse.mutate(input));

  return (
    <FormDialog
      open={open}
      title="Parse Race Card From URL"
      onClose={close}
      onSubmit={submit}
      submitLabel="Parse"
      pending={parse.isPending}
      error={parse.error}
      result={parse.data ? <ImportSummary result={parse.data} /> : undefined}
    >
      <TrackSelect control={control} name="trackId" />
      <FormTextField
        control={control}
        name="url"
        label="URL"
        type="url"
        required
        placeholder="https://"
        helperText="A zip, .DRF or race card CSV"
      />
    </FormDialog>
  );
}
