import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testSite } from '@/testing/test-utils';
import { getSiteQueryOptions, readEmbeddedSite, SITE_ELEMENT_ID } from './site';

function embed(text: string) {
  const script = document.createElement('script');
  script.id = SITE_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById(SITE_ELEMENT_ID)?.remove());

describe('the site written into the page', () => {
  it('is read from the script element the server fills in', () => {
    embed(JSON.stringify(testSite));
    expect(readEmbeddedSite()).toEqual(testSite);
  });

  it('is ignored when missing, unreadable or not a site (the Vite dev server sends the bare template)', () => {
    expect(readEmbeddedSite()).toBeUndefined();
    for (const text of ['', 'not json', '{"productName":"Contest Jockey"}', '[]', 'null']) {
      embed(text);
      expect(readEmbeddedSite(), text).toBeUndefined();
      document.getElementById(SITE_ELEMENT_ID)?.remove();
    }
  });

  it('answers the site query at once, without asking /api/site', async () => {
    embed(JSON.stringify(testSite));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    expect(await client.fetchQuery(getSiteQueryOptions())).toEqual(testSite);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is asked of /api/site when the page has none', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(testSite));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    expect(await client.fetchQuery(getSiteQueryOptions())).toEqual(testSite);
    expect(fetchMock).toHaveBeenCalledWith('/api/site', expect.anything());
  });
});
