import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ReactNode, type Ref, type RefObject, useId, useRef, useState } from 'react';
import { visuallyHidden } from './visually-hidden';

interface FilePickerProps {
  /** The button's text ('Choose file', 'Add a photo'...). */
  label: string;
  icon: ReactNode;
  /** The accessible name of the hidden file input itself ('Logo file'). */
  inputLabel: string;
  accept: string;
  /** Lets the form read the chosen files when it is sent. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Lets the form move the focus back to the button when the file is refused. */
  buttonRef?: Ref<HTMLButtonElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** What is wrong with the chosen file, shown in red and read as the button's description. */
  problem?: string | null;
  /** What files are welcome, shown under the button. */
  hint?: ReactNode;
  pending?: boolean;
  /** Whether the chosen file's name shows beside the button ('No file chosen' before); off where it uploads at once. */
  showFileName?: boolean;
}

/**
 * A labelled button opening a visually hidden file input (the browser's own picker cannot be styled or labelled
 * well), with the chosen file's name beside it, a hint and the chosen file's problem under it.
 */
export function FilePicker({
  label,
  icon,
  inputLabel,
  accept,
  inputRef,
  buttonRef,
  onChange,
  problem,
  hint,
  pending = false,
  showFileName = true,
}: FilePickerProps) {
  const ownInputRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInputRef;
  const problemId = useId();
  const [fileName, setFileName] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    setFileName(files && files.length > 0 ? Array.from(files, (file) => file.name).join(', ') : null);
    onChange?.(event);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          ref={buttonRef}
          onClick={() => input.current?.click()}
          aria-describedby={problem ? problemId : undefined}
          variant="outlined"
          startIcon={icon}
          loading={pending}
        >
          {label}
        </Button>
        <Box
          component="input"
          ref={input}
          type="file"
          name="file"
          accept={accept}
          aria-label={inputLabel}
          tabIndex={-1}
          onChange={choose}
          sx={visuallyHidden}
        />
        {showFileName ? (
          <Typography sx={{ overflowWrap: 'anywhere', color: fileName ? 'text.primary' : 'text.secondary' }}>
            {fileName ?? 'No file chosen'}
          </Typography>
        ) : null}
      </Box>
      {hint ? <FormHelperText>{hint}</FormHelperText> : null}
      {problem ? (
        <FormHelperText id={problemId} error>
          {problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
