import { UpdateAnalysisSchema } from '@cj/shared/contest-admin';
import type { Contest } from '@cj/shared/contests';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/admin/form-dialog';
import { FormTextField } from '@/components/ui/form-text-field';
import { SafeHtml } from '@/components/ui/safe-html';
import { useUpdateAnalysis } from './api/update-analysis';

interface AnalysisDialogProps {
  contest: Contest;
  open: boolean;
  onClose: () => void;
}

/**
 * Edit Contest Analysis (spec §2): the HTML the contest page shows in its Analysis dialog, with a preview as players
 * will see it (sanitized here on render, and by the API on save).
 */
export function AnalysisDialog({ contest, open, onClose }: AnalysisDialogProps) {
  const updateAnalysis = useUpdateAnalysis(contest.id);
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(UpdateAnalysisSchema),
    values: { analysis: contest.analysis },
  });
  const analysis = useWatch({ control, name: 'analysis' });

  const close = () => {
    reset({ analysis: contest.analysis });
    updateAnalysis.reset();
    onClose();
  };

  const submit = handleSubmit((values) => updateAnalysis.mutate(values.analysis, { onSuccess: close }));

  return (
    <FormDialog
      open={open}
      title="Edit Contest Analysis"
      onClose={close}
      onSubmit={submit}
      submitLabel="Save"
      pending={updateAnalysis.isPending}
      error={updateAnalysis.error}
    >
      <FormTextField
        control={control}
        name="analysis"
        label="Analysis (HTML)"
        multiline
        minRows={6}
        helperText="Handicappers insight into the contest races. Scripts and event handlers are removed."
      />
      {analysis ? (
        <Box component="section" aria-label="Preview" sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
            Preview
          </Typography>
          <SafeHtml html={analysis} sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } }} />
        </Box>
      ) : null}
    </FormDialog>
  );
}
