import { SIGNUP_CHART_DAYS, type SignupsPerDay } from '@cj/shared/dashboard';
import { formatContestDate, formatShortDate } from '@cj/shared/rules/zoned-time';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useSignups } from './api/get-signups';
import { signupsSummary } from './signups-summary';

/**
 * Sign-ups over the last 90 days as a bar chart, with the same figures in words (the chart's caption) and, on
 * request, as a table.
 */
export function SignupsChart() {
  const signups = useSignups();
  return (
    <AdminSection title={`Sign-ups, last ${SIGNUP_CHART_DAYS.default} days`}>
      {signups.isPending ? (
        <StatusText>Loading sign-ups...</StatusText>
      ) : signups.isError ? (
        <ErrorAlert error={signups.error} />
      ) : (
        <SignupsFigure days={signups.data} />
      )}
    </AdminSection>
  );
}

function SignupsFigure({ days }: { days: SignupsPerDay }) {
  const captionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const theme = useTheme();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Typography component="figcaption" id={captionId} sx={{ mb: 1 }}>
        {signupsSummary(days)}
      </Typography>
      {/* The caption and the table say what the bars show; the drawing itself is left out for screen readers. */}
      <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={260}
          hideLegend
          margin={{ left: 0, right: 8 }}
          xAxis={[
            {
              scaleType: 'band',
              data: days.map((day) => day.date),
              valueFormatter: (date: string, context) =>
                context.location === 'tick' ? formatShortDate(date) : formatContestDate(date),
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
          series={[
            { data: days.map((day) => day.count), label: 'Sign-ups', color: theme.palette.primary.main },
          ]}
        />
      </Box>
      <Button
        onClick={() => setShowTable(!showTable)}
        aria-expanded={showTable}
        aria-controls={tableId}
        size="small"
      >
        {showTable ? 'Hide the figures' : 'Show the figures as a table'}
      </Button>
      <Collapse in={showTable} id={tableId}>
        <Box sx={{ maxHeight: 320, overflowY: 'auto', mt: 1 }}>
          <Table size="small" stickyHeader aria-label="Sign-ups per day">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell align="right">Sign-ups</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {days.map((day) => (
                <TableRow key={day.date}>
                  <TableCell>{formatContestDate(day.date)}</TableCell>
                  <TableCell align="right">{day.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Collapse>
    </Box>
  );
}
