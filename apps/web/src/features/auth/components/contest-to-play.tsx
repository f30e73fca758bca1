import Typography from '@mui/material/Typography';
import { useContest } from '@/api/contests/get-contest';

/**
 * 'Sign up to play Derby Day': the contest a visitor came from (query `contest`), named once it is read. A contest
 * that cannot be read (gone, hidden) leaves the page as it is without one.
 */
export function ContestToPlay({ slug, action }: { slug: string; action: 'Sign up' | 'Log in' }) {
  const contest = useContest(slug);
  if (!contest.data) return null;
  return (
    <Typography sx={{ color: 'text.secondary' }}>
      {action} to play{' '}
      <Typography component="strong" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {contest.data.name}
      </Typography>
    </Typography>
  );
}
