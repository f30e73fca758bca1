import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Why a play form cleared a runner it had chosen (useRunnerChoicesKeptValid). The live region is there before its
 * message, so screen readers read the message out when it comes.
 */
export function RunnerChoiceNotice({ notice, sx }: { notice: string | null; sx?: SxProps<Theme> }) {
  return (
    <Box role="status">
      {notice ? (
        <Alert severity="warning" role="none" sx={sx}>
          {notice}
        </Alert>
      ) : null}
    </Box>
  );
}
