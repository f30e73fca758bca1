import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';

/** The unread count on the chat's button; white on the darker red, which keeps 7:1 contrast. */
export function UnreadBadge({ unread, children }: { unread: number; children: ReactNode }) {
  return (
    <Badge
      badgeContent={unread}
      max={99}
      overlap="circular"
      sx={{ '& .MuiBadge-badge': { bgcolor: 'error.dark', color: '#FFFFFF', fontWeight: 600 } }}
    >
      {children}
    </Badge>
  );
}

export const unreadText = (unread: number) => (unread > 0 ? `, ${unread} unread` : '');
