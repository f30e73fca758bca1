import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { AppUpdateNotice } from '@/components/app-update/app-update-notice';
import { FlashNotice } from '@/components/flash/flash-notice';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { startFirstPaintClock } from '@/lib/first-paint';
import { getSiteQueryOptions } from '@/lib/site';
import { appTheme } from '@/lib/theme';

/** Theme, data cache, and the site's brand, which every page needs before it renders. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The first commit, whatever it shows, starts the clock the first load's reads wait on (decision 047): a layout
  // effect runs in the commit, so the next frame paints it. A GET sent before (the account's warm-up) waits too.
  useLayoutEffect(startFirstPaintClock, []);
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SiteGate>{children}</SiteGate>
        <AppUpdateNotice />
        <FlashNotice />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function SiteGate({ children }: { children: ReactNode }) {
  const site = useQuery(getSiteQueryOptions());
  if (site.isPending) return <PageLoader fullScreen />;
  if (site.isError) {
    return (
      <Box component="main" sx={{ maxWidth: 480, mx: 'auto', px: 2, py: 8, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
          The site is unavailable
        </Typography>
        <Typography sx={{ mb: 3 }}>{errorMessage(site.error)}</Typography>
        <Button variant="contained" onClick={() => site.refetch()}>
          Try again
        </Button>
      </Box>
    );
  }
  return <Suspense fallback={<PageLoader fullScreen />}>{children}</Suspense>;
}
