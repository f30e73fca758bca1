import { RACE_CARD_MESSAGES } from '@cj/shared/race-cards';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { FormDialog } from '../components/form-dialog';
import { useUploadRaceCard } from './api/upload-race-card';
import { ImportSummary } from './import-summary';

/** A zip holding a Brisnet .DRF or the house CSV; the bare files are read too. */
const ACCEPTED = '.zip,.drf,.dr2,.mcp,.csv,application/zip,text/csv';

/** The one file to upload, or the spec's message for none or several. */
function chosenFile(files: FileList | null): { file: File } | { message: string } {
  if (!files || files.length === 0) return { message: RACE_CARD_MESSAGES.fileRequired };
  if (files.length > 1) return { message: RACE_CARD_MESSAGES.oneFileOnly };
  return { file: files[0]! };
}

/** Upload Race Card (spec §2): one file, its upload progress, then what was imported. */
export function UploadRaceCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const upload = useUploadRaceCard();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const messageId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const close = () => {
    upload.reset();
    setFileName(null);
    setMessage(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = chosenFile(inputRef.current?.files ?? null);
    if ('message' in choice) {
      setMessage(choice.message);
      buttonRef.current?.focus();
      return;
    }
    setMessage(null);
    upload.mutate(choice.file);
  };

  const percent = Math.round(upload.progress * 100);

  return (
    <FormDialog
      open={open}
      title="Upload Race Card"
      onClose={close}
      onSubmit={submit}
      submitLabel="Upload"
      pending={upload.isPending}
      error={upload.error}
      result={upload.data ? <ImportSummary result={upload.data} /> : undefined}
    >
      <Typography sx={{ mb: 2 }}>
        A zip holding one Brisnet single-file .DRF (thoroughbred) or one race card CSV (harness and others).
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          ref={buttonRef}
          onClick={() => inputRef.current?.click()}
          aria-describedby={message ? messageId : undefined}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={upload.isPending}
        >
          Choose file
        </Button>
        <Box
          component="input"
          ref={inputRef}
          id={inputId}
          type="file"
          name="file"
          accept={ACCEPTED}
          aria-label="Race card file"
          tabIndex={-1}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setFileName(event.target.files?.[0]?.name ?? null);
            setMessage(null);
          }}
          sx={visuallyHidden}
        />
        <Typography sx={{ overflowWrap: 'anywhere', color: fileName ? 'text.primary' : 'text.secondary' }}>
          {fileName ?? 'No file chosen'}
        </Typography>
      </Box>
      {message ? (
        <FormHelperText id={messageId} error>
          {message}
        </FormHelperText>
      ) : null}
      {upload.isPending ? (
        <Box sx={{ mt: 3 }}>
          <Typography id={`${inputId}-progress`} sx={{ mb: 1 }}>
            {percent < 100 ? `Uploading... ${percent}%` : 'Importing...'}
          </Typography>
          <LinearProgress
            variant={percent < 100 ? 'determinate' : 'indeterminate'}
            value={percent}
            aria-labelledby={`${inputId}-progress`}
          />
        </Box>
      ) : null}
    </FormDialog>
  );
}
