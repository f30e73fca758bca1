import { CONTEST_ADMIN_MESSAGES } from '@cj/shared/contest-admin';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { beforeAll, describe, expect, it } from 'vitest';
import { signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

const saveAnalysis = (id: number | string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/contest/${id}/analysis`, headers: admin.headers, payload });

const LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer"';

/** [what an administrator saves, what is stored and read back]. */
const XSS_CASES: [string, string][] = [
  ['<p>Speed<script>alert(document.cookie)</script> wins</p>', '<p>Speed wins</p>'],
  ['<SCRIPT SRC=https://evil.example.com/x.js></SCRIPT><p>ok</p>', '<p>ok</p>'],
  ['<img src=x onerror=alert(1)>', ''],
  [
    '<img src="https://cdn.example.com/chart.png" onerror="alert(1)" alt="chart">',
    '<img src="https://cdn.example.com/chart.png" alt="chart" />',
  ],
  ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
  ['<a href="javascript:alert(1)">click</a>', `<a ${LINK_ATTRIBUTES}>click</a>`],
  ['<a href="JaVaScRiPt&colon;alert(1)">click</a>', `<a ${LINK_ATTRIBUTES}>click</a>`],
  ['<a href="java&#x09;script:alert(1)">click</a>', `<a ${LINK_ATTRIBUTES}>click</a>`],
  ['<a href="data:text/html,<script>alert(1)</script>">x</a>', `<a ${LINK_ATTRIBUTES}>x</a>`],
  ['<a href="//evil.example.com">x</a>', `<a ${LINK_ATTRIBUTES}>x</a>`],
  [
    '<a href="https://example.com/tips?a=1&b=2" onclick="steal()" onmouseover="steal()">tips</a>',
    `<a href="https://example.com/tips?a=1&amp;b=2" ${LINK_ATTRIBUTES}>tips</a>`,
  ],
  [
    '<a href="http://example.com" target="_self" rel="opener">x</a>',
    `<a href="http://example.com" ${LINK_ATTRIBUTES}>x</a>`,
  ],
  ['<svg onload=alert(1)><circle r="1"/></svg>after', 'after'],
  ['<p style="background:url(javascript:alert(1))" class="x">styled</p>', '<p>styled</p>'],
  ['<style>body{display:none}</style><b>bold</b>', '<b>bold</b>'],
  ['<iframe src="https://evil.example.com"></iframe><i>it</i>', '<i>it</i>'],
  ['<object data="x.swf"></object><embed src="x.swf"><u>u</u>', '<u>u</u>'],
  ['<form action="https://evil.example.com"><input name="p"><button>Go</button></form>', 'Go'],
  ['<div onmouseover="alert(1)">hover</div>', '<div>hover</div>'],
  ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>', 'm'],
  ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
];

describe('PUT /api/contest/{id}/analysis', () => {
  it('saves the analysis and answers the contest', async () => {
    const contest = await insertContest(t.database.db);
    const analysis =
      '<h2>Race 1</h2><p>The <strong>rail</strong> is golden.</p><ul><li>Top pick: #4</li></ul>';
    const response = await saveAnalysis(contest.slug, { analysis });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: contest.id, analysis });
    const read = await t.app.inject({ method: 'GET', url: `/api/contest/${contest.id}` });
    expect(read.json().analysis).toBe(analysis);
  });

  it('sanitizes on save: no scripts, styles, frames or event handlers; links only http(s), opening a new tab', async () => {
    const contest = await insertContest(t.database.db);
    for (const [saved, stored] of XSS_CASES) {
      const response = await saveAnalysis(contest.id, { analysis: saved });
      expect(response.statusCode, saved).toBe(200);
      expect(response.json().analysis, saved).toBe(stored);
      const read = await t.app.inject({ method: 'GET', url: `/api/contest/${contest.id}` });
      expect(read.json().analysis, saved).toBe(stored);
    }
  });

  it('clears the analysis with an empty text and requires the field', async () => {
    const contest = await insertContest(t.database.db, { analysis: '<p>old</p>' });
    expect((await saveAnalysis(contest.id, { analysis: '' })).json().analysis).toBe('');
    for (const payload of [{}, { analysis: null }, { analysis: 5 }]) {
      expect((await saveAnalysis(contest.id, payload)).json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: CONTEST_ADMIN_MESSAGES.analysisRequired,
      });
    }
  });

  it('answers 404 for a contest that does not exist', async () => {
    for (const id of ['no-such-contest', '99999999999', 'abc']) {
      const response = await saveAnalysis(id, { analysis: '<p>x</p>' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(PLAYER_MESSAGES.contestNotFound);
    }
  });
});

describe('the featured description is sanitized the same way', () => {
  it('on create and on update', async () => {
    const [saved, stored] = XSS_CASES[10]!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contests',
      headers: admin.headers,
      payload: {
        name: 'Featured',
        slug: `featured-${process.pid}`,
        startTime: '2031-01-01T00:00:00Z',
        startingBankroll: 0,
        format: 1,
        isFeatured: true,
        featureDescription: `<p onclick="x()">Big day</p><script>alert(1)</script>${saved}`,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().featuredDescription).toBe(`<p>Big day</p>${stored}`);

    const contest = created.json();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/contest/${contest.id}`,
      headers: admin.headers,
      payload: {
        ...contest,
        featureDescription: '<img src=x onerror=alert(1)><svg onload=alert(1)></svg><b>Now</b>',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().featuredDescription).toBe('<b>Now</b>');
  });
});
