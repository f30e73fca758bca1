import { STORAGE_KEYS } from '@cj/shared/constants';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useStoredState } from '@/lib/storage';
import { SIDEBAR_WIDTH } from '@/lib/theme';
import { useWideScreen } from '@/lib/wide-screen';

// The small-screen drawer's code (a modal, its focus trap and slide) loads when the menu is first opened.
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

export interface NavItem {
  label: string;
  href: string;
  icon: ReactNode;
}

/** What is remembered under localStorage `navLayout` (spec §3): whether the small-screen drawer is open. */
interface NavLayout {
  drawerOpen: boolean;
}

const DEFAULT_NAV_LAYOUT: NavLayout = { drawerOpen: false };

function parseNavLayout(value: unknown): NavLayout | undefined {
  if (typeof value !== 'object' || value === null || !('drawerOpen' in value)) return undefined;
  return typeof value.drawerOpen === 'boolean' ? { drawerOpen: value.drawerOpen } : undefined;
}

const NAV_DRAWER_ID = 'site-navigation';
const MAIN_CONTENT_ID = 'main-content';

interface SidebarLayoutProps {
  /** The product name, shown as the logo and linking to `homeHref`. */
  brand: string;
  homeHref: string;
  navItems: NavItem[];
  /** Label of the navigation landmark. */
  navLabel?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A side menu beside the page: a permanent pane on md and wider screens, a drawer behind a menu button on smaller
 * ones. The drawer's open state is remembered in localStorage under `navLayout`.
 */
export function SidebarLayout({
  brand,
  homeHref,
  navItems,
  navLabel = 'Main',
  footer,
  children,
}: SidebarLayoutProps) {
  const isDesktop = useWideScreen();
  const [navLayout, setNavLayout] = useStoredState(
    STORAGE_KEYS.navLayout,
    DEFAULT_NAV_LAYOUT,
    parseNavLayout,
  );
  const drawerOpen = navLayout.drawerOpen;
  const setDrawerOpen = (open: boolean) => setNavLayout({ ...navLayout, drawerOpen: open });
  // Once opened, the drawer stays mounted, so it slides out when closed.
  const [drawerUsed, setDrawerUsed] = useState(drawerOpen);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);

  const logo = (
    <Typography
      component={RouterLink}
      to={homeHref}
      variant="h6"
      noWrap
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 700,
        '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
      }}
    >
      {brand}
    </Typography>
  );

  const navigation = (
    <SidebarNav
      items={navItems}
      label={navLabel}
      onNavigate={isDesktop ? undefined : () => setDrawerOpen(false)}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      {isDesktop ? (
        <SidePane>
          <Toolbar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>{logo}</Toolbar>
          {navigation}
        </SidePane>
      ) : (
        <>
          <AppBar position="fixed" color="secondary" elevation={0}>
            <Toolbar>
              <IconButton
                color="inherit"
                edge="start"
                aria-label="Open menu"
                aria-controls={NAV_DRAWER_ID}
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
                sx={{ mr: 1 }}
              >
                <MenuIcon />
              </IconButton>
              {logo}
            </Toolbar>
          </AppBar>
          {drawerUsed ? (
            <Suspense fallback={null}>
              <NavDrawer
                id={NAV_DRAWER_ID}
                brand={brand}
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
              >
                {navigation}
              </NavDrawer>
            </Suspense>
          ) : null}
        </>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {/* The page fills at least the first screen and the footer starts below it, so a page whose parts arrive
            after it first paints (a contest's races, a leaderboard) grows without moving what is on screen
            (no layout shift). */}
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          {isDesktop ? null : <Toolbar />}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flexGrow: 1, px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, outline: 'none' }}
          >
            {children}
          </Box>
        </Box>
        {footer}
      </Box>
    </Box>
  );
}

/**
 * The wide-screen menu pane: what MUI's permanent Drawer draws (a docked, fixed, full-height paper with a border on
 * its right), without the Drawer, whose code brings the modal and slide of its temporary variant.
 */
function SidePane({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ flex: '0 0 auto', width: SIDEBAR_WIDTH }}>
      <Paper
        square
        elevation={0}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          zIndex: 'drawer',
          width: SIDEBAR_WIDTH,
          height: '100%',
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          outline: 0,
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}

function SidebarNav({
  items,
  label,
  onNavigate,
}: {
  items: NavItem[];
  label: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={label}>
      <List>
        {items.map((item) => {
          const current = pathname === item.href;
          return (
            <ListItem key={item.href} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.href}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                <ListItemIcon sx={{ color: 'secondary.main' }}>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** The first thing a keyboard reaches: jumps over the menu to the page. Visible only when focused. */
function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'secondary.main',
        borderRadius: 1,
        '&:focus': { top: 8, outline: '2px solid', outlineColor: 'secondary.main' },
      }}
    >
      Skip to content
    </Box>
  );
}
