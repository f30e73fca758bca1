import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import GavelIcon from '@mui/icons-material/Gavel';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { ReactNode } from 'react';
import type { NavItem } from '@/components/layouts/sidebar-layout';
import { paths } from '@/config/paths';

/** Who sees an entry: an administrator sees the signed-in entries and the 'administrator' ones. */
type Audience = 'everyone' | 'signed-in' | 'signed-out' | 'administrator';

export type MenuSession = 'administrator' | 'signed-in' | 'signed-out' | 'unknown';

interface MenuEntry {
  label: string;
  /** The route pattern; the entry shows only once the router registers it. */
  path: string;
  href: string;
  audience: Audience;
  icon: ReactNode;
}

/** The public sidebar menu of spec §2, in order, with Admin for administrators. */
export const PUBLIC_MENU: readonly MenuEntry[] = [
  {
    label: 'Upcoming',
    path: paths.home.path,
    href: paths.home.getHref(),
    audience: 'everyone',
    icon: <EventIcon />,
  },
  {
    label: 'My Contests',
    path: paths.myContests.path,
    href: paths.myContests.getHref(),
    audience: 'signed-in',
    icon: <EmojiEventsIcon />,
  },
  {
    label: 'Ratings',
    path: paths.ratings.path,
    href: paths.ratings.getHref(),
    audience: 'everyone',
    icon: <LeaderboardIcon />,
  },
  {
    label: 'Rules',
    path: paths.rules.path,
    href: paths.rules.getHref(),
    audience: 'everyone',
    icon: <GavelIcon />,
  },
  {
    label: 'How To Play',
    path: paths.howToPlay.path,
    href: paths.howToPlay.getHref(),
    audience: 'everyone',
    icon: <HelpIcon />,
  },
  {
    label: 'My Account',
    path: paths.account.path,
    href: paths.account.getHref(),
    audience: 'signed-in',
    icon: <AccountCircleIcon />,
  },
  {
    label: 'Admin',
    path: paths.adminDashboard.path,
    href: paths.adminDashboard.getHref(),
    audience: 'administrator',
    icon: <AdminPanelSettingsIcon />,
  },
  {
    label: 'Logout',
    path: paths.logout.path,
    href: paths.logout.getHref(),
    audience: 'signed-in',
    icon: <LogoutIcon />,
  },
  {
    label: 'Login',
    path: paths.login.path,
    href: paths.login.getHref(),
    audience: 'signed-out',
    icon: <LoginIcon />,
  },
  {
    label: 'Signup',
    path: paths.signup.path,
    href: paths.signup.getHref(),
    audience: 'signed-out',
    icon: <PersonAddIcon />,
  },
];

/**
 * The menu entries to show: registered routes only, for the visitor's session ('unknown' while the account is
 * still loading, when only the entries for everyone show; Admin only to administrators).
 */
export function visibleMenu(
  registeredPaths: ReadonlySet<string>,
  session: MenuSession,
  menu: readonly MenuEntry[] = PUBLIC_MENU,
): NavItem[] {
  const audiences = new Set<string>(
    session === 'administrator' ? ['everyone', 'signed-in', 'administrator'] : ['everyone', session],
  );
  return menu
    .filter((entry) => registeredPaths.has(entry.path))
    .filter((entry) => audiences.has(entry.audience))
    .map(({ label, href, icon }) => ({ label, href, icon }));
}
