import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';

/** The value of a `<meta property|name="key" content="…">` tag of a page's HTML. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1];
}

// The HTML is the server's: the desktop project alone reads it (playwright.config.ts).
test.describe('pages rendered on the server', () => {
  test("a contest page's HTML names the contest in its card and holds its races and runners, readable without scripts", async ({
    request,
    browser,
    newContest,
  }) => {
    const built = await newContest({
      name: 'Card Preview Stakes',
      format: ContestFormat.Win,
      races: [
        {
          runners: [
            ['1', 'Quick Start', '2-1'],
            ['2', 'Late Bloomer', '5-1'],
          ],
        },
      ],
    });
    const response = await request.get(`/contest/${built.slug}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toMatch(new RegExp(`^Contest Jockey: ${built.name} - \\w+ \\d+, \\d{4}$`));
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'twitter:title')).toBe(title);
    expect(metaContent(html, 'description')).toContain(`at ${built.track.name}, 1 race.`);
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
    expect(metaContent(html, 'og:url')).toMatch(new RegExp(`/contest/${built.slug}$`));
    expect(metaContent(html, 'og:image')).toMatch(/\/icons\/thoroughbred-512\.png$/);
    expect(html).toContain('Quick Start');
    expect(html).toContain('Late Bloomer');

    // Without scripts the page is there all the same: the contest, its race and runners.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/contest/${built.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: built.name })).toBeVisible();
    await expect(page.getByText('Quick Start')).toBeVisible();
    await context.close();
  });

  test("a contest that does not exist answers 404, and the home page carries the brand's card", async ({
    request,
  }) => {
    expect((await request.get('/contest/no-such-contest-anywhere')).status()).toBe(404);
    expect((await request.get('/no/such/page')).status()).toBe(404);
    const home = await (await request.get('/')).text();
    expect(/<title>([^<]*)<\/title>/.exec(home)?.[1]).toBe('Contest Jockey: Upcoming');
    expect(metaContent(home, 'og:image')).toMatch(/\/icons\/thoroughbred-512\.png$/);
  });
});
