import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';

interface AdminPageHeaderProps {
  /** The page heading, also the document title after the product name. */
  title: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** The page's buttons, beside the heading on wide screens and under it on narrow ones. */
  actions?: ReactNode;
}

/** The top of an admin page: its heading (and document title) and its action buttons. */
export function AdminPageHeader({ title, subtitle, actions }: AdminPageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography component="div" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>{actions}</Box>
      ) : null}
    </Box>
  );
}
