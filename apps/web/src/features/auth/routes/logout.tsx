import { SESSION_MESSAGES } from '@cj/shared/session-messages';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { showFlashMessage } from '@/lib/flash-message';
import { useLogout } from '../api/logout';

/** /logout: ends the session and goes to / (spec §2), where 'You are signed out.' confirms it. */
export function LogoutRoute() {
  useDocumentTitle('Log out');
  const { mutate } = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSettled: () => {
        showFlashMessage(SESSION_MESSAGES.signedOut);
        navigate(paths.home.getHref(), { replace: true });
      },
    });
  }, [mutate, navigate]);

  return <PageLoader label="Logging out" />;
}

export default LogoutRoute;
