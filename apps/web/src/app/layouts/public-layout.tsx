import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { SidebarLayout } from '@/components/layouts/sidebar-layout';
import { SiteFooter } from '@/components/layouts/site-footer';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { useSite } from '@/lib/site';
import { type MenuSession, visibleMenu } from '../navigation';
import { registeredPaths } from '../registered-paths';

/**
 * The sidebar layout of the public and player pages. A page that fails to render shows its error inside the
 * layout, so the menu stays usable.
 */
export function PublicLayout() {
  const { productName } = useSite();
  const account = useAccount();
  const session: MenuSession = account.isPending
    ? 'unknown'
    : account.data?.isAdministrator
      ? 'administrator'
      : account.data
        ? 'signed-in'
        : 'signed-out';
  return (
    <SidebarLayout
      brand={productName}
      homeHref={paths.home.getHref()}
      navItems={visibleMenu(registeredPaths, session)}
      footer={<SiteFooter />}
    >
      <RouteErrorBoundary />
    </SidebarLayout>
  );
}

export default PublicLayout;
