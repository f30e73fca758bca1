import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppUpdateNotice } from '@/components/app-update/app-update-notice';
import { FlashNotice } from '@/components/flash/flash-notice';
import { appTheme } from '@/lib/theme';

/** Theme and data cache (seeded with the site's brand, which every page renders with). */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <AppUpdateNotice />
        <FlashNotice />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
