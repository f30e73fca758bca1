import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  rememberViewerZone,
  useViewerTimezone,
  VIEWER_ZONE_COOKIE,
  viewerZoneOfCookie,
} from '@/lib/zoned-time';
import { ViewerZoneProvider } from './viewer-zone';

function ShownZone() {
  return <p>zone: {useViewerTimezone() ?? 'none'}</p>;
}

/** Two pages under the provider, the first rendered by a server that knew `rendered`. */
function renderPages(rendered: string | null) {
  const page = (
    <ViewerZoneProvider rendered={rendered}>
      <ShownZone />
    </ViewerZoneProvider>
  );
  const router = createMemoryRouter([
    { path: '/', element: page },
    { path: '/next', element: page },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `${VIEWER_ZONE_COOKIE}=; Max-Age=0; Path=/`;
};

describe('the viewer zone', () => {
  afterEach(clearCookie);

  it('shows the zone the server rendered with on the first page, the browser’s after a move', async () => {
    // The tests' browser is in UTC (vite.config.ts).
    const router = renderPages('America/Los_Angeles');
    expect(screen.getByText('zone: America/Los_Angeles')).toBeInTheDocument();
    await act(() => router.navigate('/next'));
    expect(screen.getByText('zone: UTC')).toBeInTheDocument();
  });

  it('shows track times alone on a first visit’s first page, and tells the server the browser’s zone', async () => {
    clearCookie();
    const router = renderPages(null);
    expect(screen.getByText('zone: none')).toBeInTheDocument();
    expect(viewerZoneOfCookie(document.cookie)).toBe('UTC');
    await act(() => router.navigate('/next'));
    expect(screen.getByText('zone: UTC')).toBeInTheDocument();
  });

  it('is the browser’s in a component rendered outside the app', () => {
    render(<ShownZone />);
    expect(screen.getByText('zone: UTC')).toBeInTheDocument();
  });
});

describe('the viewer zone cookie', () => {
  afterEach(clearCookie);

  it('reads a zone the runtime knows among other cookies', () => {
    expect(viewerZoneOfCookie(`a=1; ${VIEWER_ZONE_COOKIE}=America%2FNew_York; b=2`)).toBe('America/New_York');
  });

  it('refuses what is not a zone: missing, unknown, or not a zone name', () => {
    expect(viewerZoneOfCookie(null)).toBeNull();
    expect(viewerZoneOfCookie('a=1')).toBeNull();
    expect(viewerZoneOfCookie(`${VIEWER_ZONE_COOKIE}=Mars%2FOlympus`)).toBeNull();
    expect(viewerZoneOfCookie(`${VIEWER_ZONE_COOKIE}=%3Cscript%3E`)).toBeNull();
    expect(viewerZoneOfCookie(`${VIEWER_ZONE_COOKIE}=%E0%A4%A`)).toBeNull();
  });

  it('is written once and rewritten when the device moves to another zone', () => {
    rememberViewerZone('Europe/Paris');
    expect(viewerZoneOfCookie(document.cookie)).toBe('Europe/Paris');
    rememberViewerZone('Asia/Tokyo');
    expect(viewerZoneOfCookie(document.cookie)).toBe('Asia/Tokyo');
  });
});
