import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FlagIcon from '@mui/icons-material/Flag';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import PeopleIcon from '@mui/icons-material/People';
import StadiumIcon from '@mui/icons-material/Stadium';
import TimerIcon from '@mui/icons-material/Timer';
import type { ReactNode } from 'react';
import type { NavItem } from '@/components/layouts/sidebar-layout';
import { paths } from '@/config/paths';

interface AdminMenuEntry {
  label: string;
  /** The route pattern; the entry shows only once the router registers it. */
  path: string;
  href: string;
  icon: ReactNode;
}

/** The admin menu of spec §2, in order, then Ads, the way back to the site and Logout. */
const ADMIN_MENU: readonly AdminMenuEntry[] = [
  {
    label: 'Dashboard',
    path: paths.adminDashboard.path,
    href: paths.adminDashboard.getHref(),
    icon: <DashboardIcon />,
  },
  {
    label: 'Accounts',
    path: paths.adminAccounts.path,
    href: paths.adminAccounts.getHref(),
    icon: <PeopleIcon />,
  },
  {
    label: 'Contests',
    path: paths.adminContests.path,
    href: paths.adminContests.getHref(),
    icon: <EmojiEventsIcon />,
  },
  {
    label: 'Race Day',
    path: paths.adminRaceDay.path,
    href: paths.adminRaceDay.getHref(),
    icon: <TimerIcon />,
  },
  {
    label: 'Races',
    path: paths.adminRaceCards.path,
    href: paths.adminRaceCards.getHref(),
    icon: <FlagIcon />,
  },
  {
    label: 'Tracks',
    path: paths.adminTracks.path,
    href: paths.adminTracks.getHref(),
    icon: <StadiumIcon />,
  },
  {
    label: 'Ads',
    path: paths.adminAds.path,
    href: paths.adminAds.getHref(),
    icon: <CampaignIcon />,
  },
  {
    label: 'Back to Site',
    path: paths.home.path,
    href: paths.home.getHref(),
    icon: <HomeIcon />,
  },
  {
    label: 'Logout',
    path: paths.logout.path,
    href: paths.logout.getHref(),
    icon: <LogoutIcon />,
  },
];

/** The admin menu entries whose pages the router registers. */
export function visibleAdminMenu(registeredPaths: ReadonlySet<string>): NavItem[] {
  return ADMIN_MENU.filter((entry) => registeredPaths.has(entry.path)).map(({ label, href, icon }) => ({
    label,
    href,
    icon,
  }));
}
