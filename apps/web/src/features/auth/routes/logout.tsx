import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useLogout } from '../api/logout';

/** /logout: ends the session and goes to / (spec §2). */
export function LogoutRoute() {
  useDocumentTitle('Log out');
  const { mutate } = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSettled: () => navigate(paths.home.getHref(), { replace: true }) });
  }, [mutate, navigate]);

  return <PageLoader label="Logging out" />;
}
