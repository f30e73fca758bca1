import type { Ad } from '@cj/shared/ads';
import { Property } from '@cj/shared/enums';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, SLUG } from '../testing/fixtures';

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const feedAd: Ad = {
  id: 7,
  imageUrl: '/uploads/0f5b3c1e-1111-4222-8333-944445555666.png',
  linkUrl: 'https://feed.example/offer',
  altText: 'Acme Feed: 10% off race-day oats',
};

const adQueries = (fetchMock: ReturnType<typeof mockContestApi>) =>
  callsTo(fetchMock, 'GET', '/api/ads').map(([input]) => new URL(String(input), 'http://localhost').search);

describe('the contest page ad (placement 2)', () => {
  it("shows the contest brand's newest ad: its image with the alt text, linking out as a paid link", async () => {
    const api = mockContestApi({ contest: makeContest({ property: Property.Harness }), ads: [feedAd] });
    renderApp(`/contest/${SLUG}`);
    const ad = await screen.findByRole('complementary', { name: 'Advertisement' });
    const link = within(ad).getByRole('link', { name: /Acme Feed: 10% off race-day oats/ });
    expect(link).toHaveAttribute('href', 'https://feed.example/offer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'sponsored']));
    expect(within(link).getByRole('img', { name: 'Acme Feed: 10% off race-day oats' })).toHaveAttribute(
      'src',
      feedAd.imageUrl,
    );
    expect(adQueries(api)).toEqual(['?placement=2&p=2']);
  });

  it("asks for the site's brand when the contest has none, and shows nothing without an ad", async () => {
    const api = mockContestApi({ contest: makeContest({ property: Property.None }) });
    renderApp(`/contest/${SLUG}`);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(adQueries(api)).toEqual(['?placement=2&p=1']));
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).not.toBeInTheDocument();
  });
});
