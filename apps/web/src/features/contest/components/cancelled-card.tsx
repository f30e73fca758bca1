import Typography from '@mui/material/Typography';
import { InfoCard } from './info-card';

/** Shown on a cancelled contest (spec §4): no plays can be made. */
export function CancelledCard() {
  return (
    <InfoCard title="Contest Cancelled" tone="error">
      <Typography>This contest has been cancelled. No plays can be made.</Typography>
    </InfoCard>
  );
}
