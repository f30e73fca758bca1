import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { RequireAdmin } from '../guards';
import { AdminLayout } from './admin-layout';

/**
 * The admin area: administrators only (visitors go to /login, players to /), in the admin layout, rendered in the
 * browser (nothing of it is public).
 */
export default function AdminArea() {
  return (
    <RequireAdmin>
      <AdminLayout>
        <RouteErrorBoundary />
      </AdminLayout>
    </RequireAdmin>
  );
}
