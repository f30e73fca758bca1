import { PRIZE_TYPE_LABELS, type PrizeType } from '@cj/shared/enums';
import { ordinal } from '@cj/shared/rules/ordinal';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/errors/error-alert';
import { InlineLoader } from '@/components/ui/inline-loader';
import { usePrizes } from '../api/get-prizes';
import { formatDollars } from '../utils/money';
import { InfoCard } from './info-card';

function prizeTypeLabel(type: number): string {
  return PRIZE_TYPE_LABELS[type as PrizeType] ?? '';
}

/** The contest's prizes by placement: label, type (CASH, BUY_IN, MERCHANDISE) and value. */
export function PrizesCard({ slug }: { slug: string }) {
  const prizes = usePrizes(slug);
  const sorted = [...(prizes.data ?? [])].sort((a, b) => a.placement - b.placement);
  return (
    <InfoCard title="Prizes">
      {prizes.isPending ? <InlineLoader label="Loading prizes" /> : null}
      {prizes.isError ? <ErrorAlert error={prizes.error} /> : null}
      {prizes.isSuccess && sorted.length === 0 ? (
        <Typography color="text.secondary">No prizes for this contest.</Typography>
      ) : null}
      {sorted.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sorted.map((prize) => (
            <Box
              component="li"
              key={prize.id}
              sx={{
                display: 'flex',
                gap: 1.5,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Typography sx={{ fontWeight: 700, minWidth: 40 }}>{ordinal(prize.placement)}</Typography>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{prize.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {prizeTypeLabel(prize.type)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {formatDollars(prize.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </InfoCard>
  );
}
