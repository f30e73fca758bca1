import type { Contest } from '@cj/shared/contests';
import { useNavigate } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { AdminPageHeader } from '@/components/admin/page-header';
import { paths } from '@/config/paths';
import { ContestForm } from './contest-form';

/** /admin/contests/create and /contest/create: the contest form; a created contest opens in its manager. */
export function CreateContestPage() {
  const navigate = useNavigate();
  const created = (contest: Contest) =>
    navigate(paths.contestManage.getHref(contest.slug), { replace: true });
  return (
    <>
      <AdminPageHeader title="Create Contest" />
      <AdminSection title="Contest">
        <ContestForm contest={null} onSaved={created} />
      </AdminSection>
    </>
  );
}
