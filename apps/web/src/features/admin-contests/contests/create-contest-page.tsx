import type { Contest } from '@cj/shared/contests';
import { localDate } from '@cj/shared/rules/wall-clock';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { AdminPageHeader } from '@/components/admin/page-header';
import { paths } from '@/config/paths';
import { viewerTimezone } from '@/lib/zoned-time';
import { CardRacesFields } from '../contest-races/card-races-fields';
import {
  type CardErrors,
  emptyCardSelection,
  parseCardSelection,
  useCardChoice,
} from '../contest-races/card-selection';
import { ContestForm } from './contest-form';

/**
 * /admin/contests/create and /contest/create: a race card's races (optional) and the contest form, created in one
 * call; the start time is typed at the card's track and starts at its first post time. A created contest opens in
 * its manager.
 */
export function CreateContestPage() {
  const navigate = useNavigate();
  const [selection, setSelection] = useState(() =>
    emptyCardSelection(localDate(new Date(), viewerTimezone())),
  );
  const [errors, setErrors] = useState<CardErrors>({});
  const choice = useCardChoice(selection, { enabled: true });
  const created = (contest: Contest) =>
    navigate(paths.contestManage.getHref(contest.slug), { replace: true });

  /** No card chosen: the contest starts without races. A card chosen: its ticked races, or its messages. */
  const prepareCreate = () => {
    if (selection.trackId === '') return {};
    const parsed = parseCardSelection(selection, choice.chosen);
    setErrors(parsed.errors ?? {});
    return parsed.data ? { raceCard: parsed.data } : null;
  };

  return (
    <>
      <AdminPageHeader title="Create Contest" />
      <AdminSection title="Race Card">
        <Typography variant="body2" color="text.secondary">
          The ticked races join the contest when it is created. Leave the card unchosen to add races later.
        </Typography>
        <CardRacesFields
          selection={selection}
          onChange={setSelection}
          choice={choice}
          errors={errors}
          optional
        />
      </AdminSection>
      <AdminSection title="Contest">
        <ContestForm
          contest={null}
          onSaved={created}
          timezone={selection.trackId === '' ? null : choice.timezone}
          firstPostTime={selection.trackId === '' ? null : choice.firstPostTime}
          prepareCreate={prepareCreate}
        />
      </AdminSection>
    </>
  );
}

export default CreateContestPage;
