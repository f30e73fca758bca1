import type { Contest } from '@cj/shared/contests';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useContest } from '@/api/contests/get-contest';
import { usePlayerCount } from '@/api/contests/get-player-count';
import { AdminPageHeader } from '@/components/admin/page-header';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { paths } from '@/config/paths';
import { formatContestDate } from '@/lib/zoned-time';
import { ContestRacesSection } from '../contest-races/contest-races-section';
import { PlayersSection } from '../players/players-section';
import { PrizesSection } from '../prizes/prizes-section';
import { SponsorsSection } from '../sponsors/sponsors-section';
import { AnalysisDialog } from './analysis-dialog';
import { ContestSettingsSection } from './contest-settings-section';
import { ContestStatusChips } from './contest-status-chips';
import { DuplicateContestDialog } from './duplicate-contest-dialog';

/** Set on the history entry a new slug moves the admin to, so the form still says the contest was saved. */
interface ManagerLocationState {
  contestUpdated?: boolean;
}

interface ManagerTab {
  id: string;
  label: (playerCount: number | undefined) => string;
  render: (contest: Contest, props: { savedBefore: boolean; onSaved: (saved: Contest) => void }) => ReactNode;
}

const TABS: readonly ManagerTab[] = [
  { id: 'races', label: () => 'Races', render: (contest) => <ContestRacesSection contest={contest} /> },
  {
    id: 'players',
    label: (count) => (count === undefined ? 'Players' : `Players (${count})`),
    render: (contest) => <PlayersSection contest={contest} />,
  },
  {
    id: 'contest',
    label: () => 'Contest',
    render: (contest, { savedBefore, onSaved }) => (
      <ContestSettingsSection contest={contest} onSaved={onSaved} savedBefore={savedBefore} />
    ),
  },
  { id: 'sponsors', label: () => 'Sponsors', render: (contest) => <SponsorsSection contest={contest} /> },
  { id: 'prizes', label: () => 'Prizes', render: (contest) => <PrizesSection contest={contest} /> },
];

/**
 * /admin/contests/{slug} (Manage Contest) and /contest/{slug}/manage (the contest manager), one page: the contest's
 * Races, Players with their count, Contest form, Sponsors and Prizes, each a tab kept in the address (?tab=),
 * with 'Open Contest Page', the analysis editor and Duplicate above them.
 */
export function ContestManagerPage() {
  const slug = useParams().slug ?? '';
  const contest = useContest(slug);

  if (contest.isPending) return <StatusText>Loading contest...</StatusText>;
  if (contest.isError) {
    return (
      <>
        <AdminPageHeader title="Manage Contest" />
        <ErrorAlert error={contest.error} />
      </>
    );
  }
  return <ContestManager contest={contest.data} />;
}

function ContestManager({ contest }: { contest: Contest }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editingAnalysis, setEditingAnalysis] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const playerCount = usePlayerCount(contest.slug);
  const tabsId = useId();
  const current = TABS.find((tab) => tab.id === searchParams.get('tab')) ?? TABS[0]!;
  const savedBefore = (location.state as ManagerLocationState | null)?.contestUpdated === true;

  /** A new slug is a new address (spec §4): go to its manager, still on the Contest tab. */
  const saved = (updated: Contest) => {
    if (updated.slug === contest.slug) return;
    const state: ManagerLocationState = { contestUpdated: true };
    navigate(`${paths.contestManage.getHref(updated.slug)}?tab=contest`, { replace: true, state });
  };

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <AdminPageHeader
        title={`Manage ${contest.name}`}
        subtitle={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {formatContestDate(contest.startTime)}
            <ContestStatusChips contest={contest} />
          </Box>
        }
        actions={
          <>
            <Button variant="contained" component={RouterLink} to={paths.contest.getHref(contest.slug)}>
              Open Contest Page
            </Button>
            <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={() => setEditingAnalysis(true)}>
              Edit Analysis
            </Button>
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setDuplicating(true)}>
              Duplicate
            </Button>
          </>
        }
      />
      <Tabs
        value={current.id}
        onChange={(_event, id: string) => setSearchParams({ tab: id }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Contest manager"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label(playerCount.data)}
            id={`${tabsId}-${tab.id}`}
            aria-controls={`${tabsId}-${tab.id}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-${current.id}-panel`} aria-labelledby={`${tabsId}-${current.id}`}>
        {current.render(contest, { savedBefore, onSaved: saved })}
      </Box>
      <AnalysisDialog contest={contest} open={editingAnalysis} onClose={() => setEditingAnalysis(false)} />
      <DuplicateContestDialog
        contest={contest}
        open={duplicating}
        onClose={() => setDuplicating(false)}
        onDuplicated={(copy) => navigate(paths.contestManage.getHref(copy.slug))}
      />
    </Box>
  );
}

export default ContestManagerPage;
