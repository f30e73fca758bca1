import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/admin/toast';
import { SidebarLayout } from '@/components/layouts/sidebar-layout';
import { paths } from '@/config/paths';
import { useSite } from '@/lib/site';
import { registeredPaths } from '../registered-paths';
import { visibleAdminMenu } from './admin-menu';

/**
 * The admin area's frame (spec §2): the admin menu as a side pane on wide screens and a drawer on narrow ones,
 * and the toasts its pages raise. Only administrators reach it (layouts/admin-area.tsx).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { productName } = useSite();
  return (
    <SidebarLayout
      brand={productName}
      homeHref={paths.home.getHref()}
      navItems={visibleAdminMenu(registeredPaths)}
      navLabel="Admin"
    >
      <ToastProvider>{children}</ToastProvider>
    </SidebarLayout>
  );
}
