const CONTEST_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Spec §9: contest dates read 'March 5, 2024', in UTC. */
export const formatContestDate = (time: Date) => CONTEST_DATE.format(time);
