import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { useHydrated } from '@/lib/use-hydrated';
import { RequireAdmin } from '../guards';
import { AdminLayout } from './admin-layout';

/**
 * The admin area: administrators only (visitors go to /login, players to /), in the admin layout, rendered in the
 * browser (nothing of it is public).
 */
export default function AdminArea() {
  // Nothing of it is public, and its pages follow live state (streams, timers): rendered in the browser alone.
  if (!useHydrated()) return <PageLoader />;
  return (
    <RequireAdmin>
      <AdminLayout>
        <RouteErrorBoundary />
      </AdminLayout>
    </RequireAdmin>
  );
}
