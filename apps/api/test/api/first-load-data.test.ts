import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_LOAD_ELEMENT_ID } from '@cj/shared/first-load';
import { describe, expect, it } from 'vitest';
import { insertContest } from '../fixtures';
import { useTestApp } from '../test-app';

/** A built web app's index.html with the markers the server fills in (apps/web/index.html). */
function builtWebApp(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-web-dist-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><head><title><!--cj:brand--></title><!--cj:site--></head><body><div id="root"></div></body>',
  );
  return root;
}

const t = useTestApp({ webRoot: builtWebApp() });

const FIRST_LOAD_SCRIPT = new RegExp(
  `<script id="${FIRST_LOAD_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  's',
);

/** The page's HTML, uncompressed, and the first-load JSON written into it (undefined when none). */
async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(response.statusCode).toBe(200);
  const json = FIRST_LOAD_SCRIPT.exec(response.body)?.[1];
  return { response, json, data: json === undefined ? undefined : (JSON.parse(json) as unknown) };
}

async function apiAnswer(url: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the answers a public page renders first, written into its HTML', () => {
  it('writes the home page the featured contests the API answers an anonymous visitor', async () => {
    await insertContest(t.database.db, { isFeatured: true, featuredDescription: '<p>Big day</p>' });
    await insertContest(t.database.db, { isFeatured: false });
    const { data, response } = await page('/');
    expect(data).toEqual({
      readAt: expect.any(Number),
      featuredContests: { property: 1, contests: await apiAnswer('/api/featured/contests?p=1') },
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("writes a contest's page and its leaderboard the contest the API answers", async () => {
    const contest = await insertContest(t.database.db);
    const expected = {
      readAt: expect.any(Number),
      contest: { slug: contest.slug, contest: await apiAnswer(`/api/contest/${contest.slug}`) },
    };
    expect((await page(`/contest/${contest.slug}`)).data).toEqual(expected);
    expect((await page(`/contest/${contest.slug}/leaderboard`)).data).toEqual(expected);
  });

  it('escapes a name that would close the script element or end a JavaScript line', async () => {
    const name = 'Derby </script><script>alert(1)</script> \u2028\u2029 <!-- day';
    const contest = await insertContest(t.database.db, { name });
    const { json, data, response } = await page(`/contest/${contest.slug}`);
    expect(json).not.toMatch(/<\/script|<!--|\u2028|\u2029/);
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(data).toMatchObject({ contest: { contest: { name } } });
  });

  it('writes nothing for an unknown contest, a hidden one, or a page that is not public', async () => {
    const hidden = await insertContest(t.database.db, { isPublic: false });
    for (const url of ['/contest/no-such-contest', `/contest/${hidden.slug}`, '/account']) {
      expect((await page(url)).json, url).toBeUndefined();
    }
  });
});
