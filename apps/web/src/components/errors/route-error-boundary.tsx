import { Component, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

/** Shows RouteErrorPage in place of a page that failed to render, until the browser moves to another path. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}

/**
 * The child routes, each page's code loaded when first shown (a spinner holds its place on a first visit; later
 * moves keep the current page on screen until the next one is ready), and an error while rendering shown as
 * RouteErrorPage in the layout around it, so the menu stays usable.
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
