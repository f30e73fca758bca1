import type { Prize } from '@cj/shared/contests';
import { PRIZE_TYPE_LABELS, PRIZE_TYPE_VALUES } from '@cj/shared/enums';
import { CreatePrizeSchema, PRIZE_MESSAGES } from '@cj/shared/prizes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/admin/form-dialog';
import { FormSelect } from '@/components/admin/form-select';
import { FormColumns } from '@/components/ui/form-columns';
import { FormSwitch } from '@/components/ui/form-switch';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreatePrize } from './api/create-prize';
import { useUpdatePrize } from './api/update-prize';

const M = PRIZE_MESSAGES;
const fields = CreatePrizeSchema.shape;

/** Add/Update Prize (spec §5): 'Place is required', 'Prize type is required', 'Prize is required'. */
const PrizeFormSchema = z.object({
  placement: z.string().trim().min(1, M.placeRequired).transform(Number).pipe(fields.placement),
  type: z.union([z.number(), z.literal('')]).pipe(fields.type),
  value: z.string().trim().min(1, M.prizeRequired).transform(Number).pipe(fields.value),
  label: fields.label,
  paid: z.boolean(),
});
type PrizeFormInput = z.input<typeof PrizeFormSchema>;

const TYPE_OPTIONS = PRIZE_TYPE_VALUES.map((type) => ({ value: type, label: PRIZE_TYPE_LABELS[type] }));

function formValues(prize: Prize | null): PrizeFormInput {
  if (!prize) return { placement: '', type: '', value: '', label: '', paid: false };
  return {
    placement: String(prize.placement),
    type: prize.type,
    value: String(prize.value),
    label: prize.label,
    paid: prize.paid,
  };
}

interface PrizeDialogProps {
  slug: string;
  open: boolean;
  /** The prize to update, or null to add one. */
  prize: Prize | null;
  onClose: () => void;
}

/** Add/Update Prize: placement, type (CASH, BUY_IN, MERCHANDISE), value in dollars, label; paid only on update. */
export function PrizeDialog({ slug, open, prize, onClose }: PrizeDialogProps) {
  const createPrize = useCreatePrize(slug);
  const updatePrize = useUpdatePrize(slug);
  const save = prize ? updatePrize : createPrize;
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(PrizeFormSchema),
    values: formValues(prize),
  });

  const close = () => {
    reset(formValues(null));
    createPrize.reset();
    updatePrize.reset();
    onClose();
  };

  const submit = handleSubmit(({ paid, ...values }) =>
    prize
      ? updatePrize.mutate({ prizeID: prize.prizeID, ...values, paid }, { onSuccess: close })
      : createPrize.mutate(values, { onSuccess: close }),
  );

  const title = prize ? 'Update Prize' : 'Add Prize';
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      onSubmit={submit}
      submitLabel={title}
      pending={save.isPending}
      error={save.error}
    >
      <FormColumns>
        <FormTextField
          control={control}
          name="placement"
          label="Place"
          required
          helperText="1 for first place"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormSelect control={control} name="type" label="Prize Type" required options={TYPE_OPTIONS} />
      </FormColumns>
      <FormTextField
        control={control}
        name="value"
        label="Value ($)"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField control={control} name="label" label="Label" helperText="Like 'Seat at the final'" />
      {prize ? <FormSwitch control={control} name="paid" label="Paid" /> : null}
    </FormDialog>
  );
}
