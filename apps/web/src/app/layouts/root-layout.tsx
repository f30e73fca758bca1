import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/account';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { usePageViewTracking } from '@/lib/page-views';

/**
 * Around every page: after a call answered 401 (the api client has already dropped the cookie), forget the account
 * and send the browser to /login?redirect=<the current path and query>.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const locationRef = useRef(location);
  usePageViewTracking();

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const { pathname, search } = locationRef.current;
        endSession(queryClient);
        if (pathname === paths.login.path) return;
        navigate(paths.login.getHref({ redirect: `${pathname}${search}` }), { replace: true });
      }),
    [navigate, queryClient],
  );

  return children;
}
