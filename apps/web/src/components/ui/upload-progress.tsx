import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface UploadProgressProps {
  /** The fraction of the file sent, 0 to 1. */
  progress: number;
  /** What the server does once the whole file is sent ('Importing...'), if it takes a while. */
  afterUpload?: string;
}

/** 'Uploading... N%' over a progress bar named by it; then, once all is sent, `afterUpload` over a busy bar. */
export function UploadProgress({ progress, afterUpload }: UploadProgressProps) {
  const labelId = useId();
  const percent = Math.round(progress * 100);
  const processing = afterUpload !== undefined && percent >= 100;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        {processing ? afterUpload : `Uploading... ${percent}%`}
      </Typography>
      <LinearProgress
        variant={processing ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-labelledby={labelId}
      />
    </Box>
  );
}
