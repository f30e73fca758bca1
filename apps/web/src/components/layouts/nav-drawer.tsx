import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SIDEBAR_WIDTH } from '@/lib/theme';

interface NavDrawerProps {
  id: string;
  brand: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The small-screen menu: a drawer over the page, with its modal, focus trap and slide. Its own file, loaded when
 * the menu is first opened (sidebar-layout.tsx): no page shows it at first paint.
 */
export function NavDrawer({ id, brand, open, onClose, children }: NavDrawerProps) {
  return (
    <Drawer
      id={id}
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
        <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700 }}>
          {brand}
        </Typography>
      </Toolbar>
      {children}
    </Drawer>
  );
}
