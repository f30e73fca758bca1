import { formatContestDate, formatShortDate } from '@cj/shared/rules/zoned-time';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { type ChartFinish, finishesSummary } from '../utils/finishes';

/**
 * Percentile finishes over time (oldest first), as a small line chart. Its caption says in words what the line shows,
 * and the contest list beside it has every finish, so the drawing itself is hidden from screen readers.
 */
export function FinishesChart({
  finishes,
  ratedEntries,
}: {
  finishes: readonly ChartFinish[];
  /** All of the account's rated finishes; the chart draws the latest RECORD_CHART_FINISHES of them. */
  ratedEntries: number;
}) {
  const captionId = useId();
  const theme = useTheme();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Typography component="figcaption" id={captionId} color="text.secondary" sx={{ mb: 1 }}>
        {finishesSummary(finishes, ratedEntries)}
      </Typography>
      {finishes.length > 0 ? (
        <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
          <LineChart
            height={200}
            hideLegend
            margin={{ left: 0, right: 32, top: 12 }}
            xAxis={[
              {
                scaleType: 'point',
                // By position: an account with two entries in one contest has two finishes there.
                data: finishes.map((_, index) => index),
                valueFormatter: (index: number, context) => {
                  const finish = finishes[index];
                  if (!finish) return '';
                  return context.location === 'tick'
                    ? formatShortDate(finish.startTime)
                    : `${finish.name}, ${formatContestDate(finish.startTime)}`;
                },
              },
            ]}
            yAxis={[{ min: 0, max: 100, width: 40, valueFormatter: (value: number) => `${value}%` }]}
            series={[
              {
                data: finishes.map((finish) => finish.percent),
                label: 'Field beaten',
                showMark: true,
                color: theme.palette.primary.main,
                valueFormatter: (value) => (value === null ? '' : `${value}%`),
              },
            ]}
          />
        </Box>
      ) : null}
    </Box>
  );
}
