import type { ContestSummary } from '@cj/shared/contests';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@/components/ui/link';
import { ServerSanitizedHtml } from '@/components/ui/server-sanitized-html';
import { paths } from '@/config/paths';
import { formatContestStart, useViewerTimezone } from '@/lib/zoned-time';

/** The featured contest (spec §2): its label, its name as a link, the administrator's HTML description. */
export function FeaturedContestCard({ contest }: { contest: ContestSummary }) {
  const viewer = useViewerTimezone();
  const href = paths.contest.getHref(contest.slug);
  const labelId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={labelId}
      sx={{ borderTop: 4, borderTopColor: 'primary.main' }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'secondary.main', mb: 1 }}>
          <StarIcon fontSize="small" aria-hidden />
          <Typography
            id={labelId}
            component="h2"
            variant="overline"
            sx={{ fontWeight: 700, lineHeight: 1.5, letterSpacing: 1 }}
          >
            Featured Contest
          </Typography>
        </Box>
        <Typography
          component="p"
          variant="h6"
          sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          <Link to={href} underline="hover">
            {contest.name}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {formatContestStart(contest.startTime, contest.timezone, { viewer })}
        </Typography>
        {contest.featuredDescription.trim() ? (
          <ServerSanitizedHtml
            html={contest.featuredDescription}
            sx={{
              mt: 1.5,
              typography: 'body2',
              overflowWrap: 'anywhere',
              '& p': { my: 1 },
              '& img': { maxWidth: '100%', height: 'auto' },
              '& a': { color: 'secondary.main' },
            }}
          />
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={href} variant="contained" color="secondary">
          View Contest
        </Button>
      </CardActions>
    </Card>
  );
}
