import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorAlert } from '@/components/errors/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account';

/**
 * Pages that need a signed-in account. Use as a layout route (`{ element: <RequireAuth />, children: [...] }`) or
 * around an element. A visitor goes to /login?redirect=<path and query>, replacing the history entry.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const account = useAccount();
  const location = useLocation();
  if (account.isPending) return <PageLoader />;
  if (account.isError) return <ErrorAlert error={account.error} />;
  if (!account.data) {
    return (
      <Navigate to={paths.login.getHref({ redirect: `${location.pathname}${location.search}` })} replace />
    );
  }
  return children ?? <Outlet />;
}

/** Pages for administrators: a visitor goes to /login as with RequireAuth, a signed-in player to / (replace). */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <AdminOnly>{children ?? <Outlet />}</AdminOnly>
    </RequireAuth>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const account = useAccount();
  if (!account.data?.isAdministrator) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}
