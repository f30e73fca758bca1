import type { SignupsPerDay } from '@cj/shared/dashboard';
import { formatContestDate } from '@/lib/zoned-time';

/** What the sign-ups chart shows, in words, for screen readers and anyone who would rather read. */
export function signupsSummary(days: SignupsPerDay): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'No sign-up figures yet.';
  const period = `from ${formatContestDate(first.date)} to ${formatContestDate(last.date)}`;
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return `No sign-ups ${period}.`;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), first);
  const people = (n: number) => `${n.toLocaleString('en-US')} sign-up${n === 1 ? '' : 's'}`;
  return `${people(total)} ${period}. The busiest day was ${formatContestDate(busiest.date)}, with ${people(busiest.count)}.`;
}
