import { Outlet } from 'react-router';
import { SidebarLayout } from '@/components/layouts/sidebar-layout';
import { SiteFooter } from '@/components/layouts/site-footer';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { useSite } from '@/lib/site';
import { type MenuSession, visibleMenu } from '../navigation';

/** The sidebar layout of the public and player pages. */
export function PublicLayout({ registeredPaths }: { registeredPaths: ReadonlySet<string> }) {
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
      <Outlet />
    </SidebarLayout>
  );
}
