import { RACE_CARD_MESSAGES } from '@cj/shared/race-cards';
import { TRACK_MESSAGES } from '@cj/shared/tracks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { races, tracks } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { startCardServer } from '../fixtures/race-cards/card-server';
import { drfBytes, drfLines, inventedCard } from '../fixtures/race-cards/generate-drf';
import { csvRow, houseCsv } from '../fixtures/race-cards/house-csv';
import { writeZip } from '../fixtures/race-cards/zip-writer';
import { createTestApp, useTestApp } from '../test-app';

const t = useTestApp({ allowPrivateAddresses: true });
let admin: TestAccount;
let churchill: typeof tracks.$inferSelect;
let northfield: typeof tracks.$inferSelect;
let server: Awaited<ReturnType<typeof startCardServer>>;

/** Three races of a harness card, sent in pieces over about 0.6 s with no length: cut off, it is still a card. */
const slowCard = houseCsv(
  [1, 2, 3].flatMap((race) => [
    csvRow({ race, date: '2030-07-09', program: '1', horse: `Early Pacer ${race}` }),
    csvRow({ race, date: '2030-07-09', program: '2', horse: `Late Trotter ${race}` }),
  ]),
);

const drf = (date: string, track = 'CD') =>
  drfBytes(drfLines(inventedCard({ track, date, races: 2, runners: 4 })));

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  const rows = await t.database.db
    .insert(tracks)
    .values([
      { code: 'CD', name: 'Churchill Test Downs', timezone: 'America/New_York' },
      { code: 'NFLD', name: 'Northfield Test Park', timezone: 'America/New_York' },
    ])
    .returning();
  churchill = rows[0]!;
  northfield = rows[1]!;
  const zip = writeZip([{ name: 'CDX0701.DRF', data: drf('20300701') }]);
  server = await startCardServer({
    '/cards/CDX0701.zip': { headers: { 'content-type': 'application/zip' }, body: zip },
    '/cards/CDX0702.DRF': { headers: { 'content-type': 'application/octet-stream' }, body: drf('20300702') },
    '/cards/nfld.csv': {
      headers: { 'content-type': 'text/csv' },
      body: houseCsv([
        csvRow({ race: 1, date: '2030-07-03', program: '1', horse: 'Fast Pacer' }),
        csvRow({ race: 1, date: '2030-07-03', program: '2', horse: 'Slow Trotter' }),
      ]),
    },
    '/hops/0': {
      headers: { 'content-type': 'application/zip' },
      body: writeZip([{ name: 'x.DRF', data: drf('20300704') }]),
    },
    '/hops/1': { status: 302, headers: { location: '/hops/0' } },
    '/hops/2': { status: 301, headers: { location: '/hops/1' } },
    '/hops/3': { status: 307, headers: { location: '/hops/2' } },
    '/hops/4': { status: 308, headers: { location: '/hops/3' } },
    '/to-ftp': { status: 302, headers: { location: 'ftp://files.example.com/card.zip' } },
    '/entries': {
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<!DOCTYPE html>\n<html><body>Entries</body></html>',
    },
    '/photo': { headers: { 'content-type': 'image/png' }, body: Buffer.from('89504e470d0a1a0a', 'hex') },
    '/huge': { headers: { 'content-type': 'application/zip' }, streamBytes: 21 * 1024 * 1024 },
    '/huge-declared': {
      headers: { 'content-type': 'application/zip', 'content-length': String(30 * 1024 * 1024) },
      body: 'PK',
    },
    '/slow/nfld.csv': {
      headers: { 'content-type': 'text/csv' },
      body: slowCard,
      trickle: { pieceBytes: Math.ceil(slowCard.length / 8), everyMs: 80, closeDelimited: true },
    },
    '/sa.zip': { body: writeZip([{ name: 'SAX0705.DRF', data: drf('20300705', 'SA') }]) },
  });
});

afterAll(async () => {
  await server?.close();
});

const parse = (headers: Record<string, string>, payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/race-parser', headers, payload });

const cardRaces = async (trackId: number, date: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/race-cards/${trackId}/${date}`, headers: admin.headers })
  ).json();

describe('POST /api/race-parser', () => {
  it('is for administrators: 401 anonymous, 403 for a player', async () => {
    const payload = { trackId: churchill.id, url: server.url('/cards/CDX0701.zip') };
    expect((await parse({}, payload)).statusCode).toBe(401);
    const player = await signupAccount(t.app);
    expect((await parse(player.headers, payload)).statusCode).toBe(403);
    expect(await cardRaces(churchill.id, '2030-07-01')).toEqual([]);
  });

  it('answers the dialog messages, and 404 for an unknown track', async () => {
    const cases: [object, string][] = [
      [{}, RACE_CARD_MESSAGES.trackRequired],
      [{ trackId: 'CD', url: 'http://x.test/' }, RACE_CARD_MESSAGES.trackRequired],
      [{ trackId: churchill.id }, RACE_CARD_MESSAGES.urlRequired],
      [{ trackId: churchill.id, url: '   ' }, RACE_CARD_MESSAGES.urlRequired],
      [{ trackId: churchill.id, url: 'ftp://files.example.com/card.zip' }, RACE_CARD_MESSAGES.urlInvalid],
      [{ trackId: churchill.id, url: 'not a url' }, RACE_CARD_MESSAGES.urlInvalid],
      [{ trackId: churchill.id, url: 'http://[fe80::1%25eth0]/card.csv' }, RACE_CARD_MESSAGES.urlUnreadable],
      [{ trackId: churchill.id, url: 'http://[fe80::1%eth0]/card.csv' }, RACE_CARD_MESSAGES.urlUnreadable],
      [{ trackId: churchill.id, url: 'http://exa mple.com/card.csv' }, RACE_CARD_MESSAGES.urlInvalid],
      [{ trackId: churchill.id, url: 'http://[::1/card.csv' }, RACE_CARD_MESSAGES.urlUnreadable],
    ];
    for (const [payload, message] of cases) {
      const response = await parse(admin.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const unknown = await parse(admin.headers, {
      trackId: 2_000_000_000,
      url: server.url('/cards/CDX0701.zip'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TRACK_MESSAGES.trackNotFound);
  });

  it('imports a zip, a bare DRF and a CSV through the same parsers as an upload', async () => {
    const zip = await parse(admin.headers, { trackId: churchill.id, url: server.url('/cards/CDX0701.zip') });
    expect(zip.statusCode, zip.body).toBe(201);
    expect(zip.json()).toEqual({
      races: 2,
      runners: 8,
      warnings: [],
      cards: [
        { trackId: churchill.id, trackName: 'Churchill Test Downs', date: '2030-07-01', racesCount: 2 },
      ],
    });
    expect(await cardRaces(churchill.id, '2030-07-01')).toHaveLength(2);

    const bare = await parse(admin.headers, { trackId: churchill.id, url: server.url('/cards/CDX0702.DRF') });
    expect(bare.statusCode, bare.body).toBe(201);
    const csv = await parse(admin.headers, { trackId: northfield.id, url: server.url('/cards/nfld.csv') });
    expect(csv.statusCode, csv.body).toBe(201);
    expect(csv.json()).toMatchObject({ races: 1, runners: 2 });

    const again = await parse(admin.headers, {
      trackId: churchill.id,
      url: server.url('/cards/CDX0701.zip'),
    });
    expect(again.json()).toMatchObject({ races: 2, runners: 8, cards: [{ racesCount: 2 }] });
  });

  it('takes the given track as authoritative: a card of another track is refused', async () => {
    const response = await parse(admin.headers, { trackId: churchill.id, url: server.url('/sa.zip') });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '"SAX0705.DRF" in "sa.zip", line 1: the card is for track "SA", not Churchill Test Downs (CD).',
    );
  });

  it('follows up to 3 redirects and refuses a fourth', async () => {
    const three = await parse(admin.headers, { trackId: churchill.id, url: server.url('/hops/3') });
    expect(three.statusCode, three.body).toBe(201);
    expect(three.json().cards[0].date).toBe('2030-07-04');
    const four = await parse(admin.headers, { trackId: churchill.id, url: server.url('/hops/4') });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe(
      `Could not read the address: 127.0.0.1:${server.port} redirected more than 3 times.`,
    );
  });

  it('refuses a redirect to anything but http or https', async () => {
    const response = await parse(admin.headers, { trackId: churchill.id, url: server.url('/to-ftp') });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Could not read the address: ftp addresses are not fetched; use http or https.',
    );
  });

  it('answers that an HTML page is not supported when no reader knows its site', async () => {
    const response = await parse(admin.headers, { trackId: churchill.id, url: server.url('/entries') });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This page is not supported: no race-card reader for 127.0.0.1.');
  });

  it('refuses anything that is not a race card, an error status, and a body over 20 MB', async () => {
    const photo = await parse(admin.headers, { trackId: churchill.id, url: server.url('/photo') });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().message).toBe(
      '"photo": the address did not return a race card (a zip, a Brisnet .DRF file or a race card CSV).',
    );
    const missing = await parse(admin.headers, { trackId: churchill.id, url: server.url('/nowhere') });
    expect(missing.json().message).toBe(
      `Could not read the address: 127.0.0.1:${server.port} answered 404 Not Found.`,
    );
    for (const path of ['/huge', '/huge-declared']) {
      const response = await parse(admin.headers, { trackId: churchill.id, url: server.url(path) });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toBe(
        `Could not read the address: 127.0.0.1:${server.port} sent more than 20 MB.`,
      );
    }
  });

  it('refuses a card whose answer the deadline cut off, with the shared message, and imports none of it', async () => {
    const hurried = await createTestApp({ allowPrivateAddresses: true, raceCardFetchTimeoutMs: 250 });
    try {
      const hurriedAdmin = await signupAdministrator(hurried.app, hurried.database.db);
      const [track] = await hurried.database.db
        .insert(tracks)
        .values({ code: 'NFLD', name: 'Northfield Test Park', timezone: 'America/New_York' })
        .returning();
      const response = await parse(
        hurriedAdmin.headers,
        { trackId: track!.id, url: server.url('/slow/nfld.csv') },
        hurried.app,
      );
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message: RACE_CARD_MESSAGES.fetchCutOff,
      });
      expect(await hurried.database.db.select().from(races)).toEqual([]);
    } finally {
      await hurried.close();
    }
    // Given its time, the same answer is a whole card of three races.
    const whole = await parse(admin.headers, { trackId: northfield.id, url: server.url('/slow/nfld.csv') });
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json()).toMatchObject({ races: 3, runners: 6 });
  });

  it('refuses loopback addresses when the app is not built for tests, by address or by name', async () => {
    const production = await createTestApp();
    try {
      const productionAdmin = await signupAdministrator(production.app, production.database.db);
      const [track] = await production.database.db
        .insert(tracks)
        .values({ code: 'CD', name: 'Churchill Test Downs', timezone: 'America/New_York' })
        .returning();
      const cases: [string, string][] = [
        [server.url('/cards/CDX0701.zip'), '127.0.0.1'],
        [`http://localhost:${server.port}/cards/CDX0701.zip`, 'localhost'],
        [`http://[::1]:${server.port}/cards/CDX0701.zip`, '::1'],
        [`http://[::127.0.0.1]:${server.port}/cards/CDX0701.zip`, '::7f00:1'],
        [`http://[::ffff:127.0.0.1]:${server.port}/cards/CDX0701.zip`, '::ffff:7f00:1'],
        [`http://[::10.0.0.1]:${server.port}/cards/CDX0701.zip`, '::a00:1'],
      ];
      for (const [url, host] of cases) {
        const response = await parse(productionAdmin.headers, { trackId: track!.id, url }, production.app);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toBe(
          `Could not read the address: ${host} is a private or local address, which is not fetched.`,
        );
      }
      expect(await production.database.db.select().from(races)).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
