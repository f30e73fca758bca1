import type { Contest } from '@cj/shared/contests';
import { useContestRaces } from '@/api/contests/get-contest-races';
import { AdminSection } from '@/components/admin/admin-section';
import { ContestForm } from './contest-form';

interface ContestSettingsSectionProps {
  contest: Contest;
  savedBefore: boolean;
  onSaved: (saved: Contest) => void;
}

/**
 * The manager's Contest tab: the contest form, its start time typed at the track of the contest's first race (the
 * races come by post time), with that race's post time offered as the start.
 */
export function ContestSettingsSection({ contest, savedBefore, onSaved }: ContestSettingsSectionProps) {
  const races = useContestRaces(contest.slug);
  const first = races.data?.[0]?.race ?? null;
  return (
    <AdminSection title="Contest">
      <ContestForm
        contest={contest}
        onSaved={onSaved}
        savedBefore={savedBefore}
        timezone={first?.track.timezone ?? null}
        firstPostTime={first?.postTime ?? null}
      />
    </AdminSection>
  );
}
