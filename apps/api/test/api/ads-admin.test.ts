import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AD_MESSAGES } from '@cj/shared/ads';
import { AdPlacement, Property } from '@cj/shared/enums';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { IMAGE_MESSAGES } from '@cj/shared/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { type FormFile, imageFormBody, JPEG, LARGEST_IMAGE, PNG, TOO_LARGE_IMAGE } from '../image-fixtures';
import { useTestApp } from '../test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-ads-'));
const uploads = path.join(dataDir, 'uploads');
const t = useTestApp({ env: { DATA_DIR: dataDir } });
let admin: TestAccount;
let player: TestAccount;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  player = await signupAccount(t.app);
});

const image = (bytes: Buffer, filename = 'banner.png', type = 'image/png'): FormFile => ({
  filename,
  bytes,
  type,
});

const fieldsOf = (overrides: Record<string, string> = {}) => ({
  placement: String(AdPlacement.Contest),
  property: String(Property.None),
  linkUrl: 'https://sponsor.example/offer',
  altText: 'Acme Feed: 10% off this week',
  isActive: 'true',
  ...overrides,
});

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: FormFile[],
  headers: Record<string, string> = admin.headers,
) {
  const body = await imageFormBody(fields, files);
  return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const createAd = (
  fields: Record<string, string>,
  files: FormFile[] = [image(PNG)],
  headers: Record<string, string> = admin.headers,
) => send('POST', '/api/admin/ads', fields, files, headers);
const changeAd = (id: number | string, fields: Record<string, string>, files: FormFile[] = []) =>
  send('PUT', `/api/admin/ads/${id}`, fields, files);
const removeAd = (id: number | string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/ads/${id}`, headers });
const adminList = () => t.app.inject({ method: 'GET', url: '/api/admin/ads', headers: admin.headers });
const publicIds = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/ads${query}` })).json().map((ad: { id: number }) => ad.id);

const storedFiles = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
const fileOf = (imageUrl: string) => path.join(uploads, path.basename(imageUrl));

describe('ads administration: permissions', () => {
  it('answers 401 anonymous and 403 to a player on every call, storing nothing', async () => {
    const before = storedFiles();
    for (const headers of [{}, player.headers] as Record<string, string>[]) {
      const status = headers === player.headers ? 403 : 401;
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/ads', headers })).statusCode).toBe(status);
      expect((await createAd(fieldsOf(), [image(PNG)], headers)).statusCode).toBe(status);
      expect((await send('PUT', '/api/admin/ads/1', fieldsOf(), [image(PNG)], headers)).statusCode).toBe(
        status,
      );
      expect((await removeAd(1, headers)).statusCode).toBe(status);
    }
    expect(storedFiles()).toEqual(before);
  });
});

describe('POST /api/admin/ads', () => {
  it('adds an ad with its image stored under a generated name, listed for administrators and served', async () => {
    const response = await createAd(fieldsOf(), [image(PNG, 'acme.png')]);
    expect(response.statusCode).toBe(201);
    const ad = response.json();
    expect(ad).toEqual({
      id: expect.any(Number),
      placement: AdPlacement.Contest,
      property: Property.None,
      imageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
      linkUrl: 'https://sponsor.example/offer',
      altText: 'Acme Feed: 10% off this week',
      isActive: true,
      createdAt: expect.any(String),
    });
    expect(fs.readFileSync(fileOf(ad.imageUrl))).toEqual(PNG);
    const served = await t.app.inject({ method: 'GET', url: ad.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await adminList()).json()).toContainEqual(ad);
  });

  it('sanitizes an SVG image as sponsor logos are', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>';
    const response = await createAd(fieldsOf(), [image(Buffer.from(svg), 'ad.svg', 'image/svg+xml')]);
    expect(response.statusCode).toBe(201);
    const stored = fs.readFileSync(fileOf(response.json().imageUrl), 'utf8');
    expect(stored).not.toContain('alert');
    expect(stored).toContain('<rect width="4" height="4">');
  });

  it('accepts an image of exactly 2 MB and refuses one byte more (413) or bytes that are no image (415)', async () => {
    expect((await createAd(fieldsOf(), [image(LARGEST_IMAGE)])).statusCode).toBe(201);
    const before = storedFiles();
    const tooLarge = await createAd(fieldsOf(), [image(TOO_LARGE_IMAGE)]);
    expect({ status: tooLarge.statusCode, body: tooLarge.json() }).toEqual({
      status: 413,
      body: { statusCode: 413, error: 'Payload Too Large', message: IMAGE_MESSAGES.fileTooLarge },
    });
    const fake = await createAd(fieldsOf(), [image(Buffer.from('<html><script>x()</script></html>'))]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(IMAGE_MESSAGES.unsupportedType);
    expect(storedFiles()).toEqual(before);
  });

  it("answers each field's message in order, then the file's, storing nothing", async () => {
    const cases: [Record<string, string>, FormFile[], string][] = [
      [{ ...fieldsOf(), placement: '' }, [image(PNG)], AD_MESSAGES.placementRequired],
      [fieldsOf({ placement: '4' }), [image(PNG)], AD_MESSAGES.placementInvalid],
      [fieldsOf({ placement: 'two' }), [image(PNG)], AD_MESSAGES.placementInvalid],
      [fieldsOf({ property: ' ' }), [image(PNG)], AD_MESSAGES.propertyRequired],
      [fieldsOf({ property: '3' }), [image(PNG)], AD_MESSAGES.propertyInvalid],
      [fieldsOf({ linkUrl: '' }), [image(PNG)], AD_MESSAGES.linkRequired],
      [fieldsOf({ linkUrl: 'javascript:alert(1)' }), [image(PNG)], AD_MESSAGES.linkInvalid],
      [fieldsOf({ linkUrl: 'ftp://sponsor.example/' }), [image(PNG)], AD_MESSAGES.linkInvalid],
      [fieldsOf({ linkUrl: 'sponsor.example' }), [image(PNG)], AD_MESSAGES.linkInvalid],
      [
        fieldsOf({ linkUrl: `https://a.example/${'x'.repeat(2000)}` }),
        [image(PNG)],
        'Link must be at most 2000 characters.',
      ],
      [fieldsOf({ altText: '   ' }), [image(PNG)], AD_MESSAGES.altTextRequired],
      [fieldsOf({ altText: 'x'.repeat(201) }), [image(PNG)], 'Alt text must be at most 200 characters.'],
      [fieldsOf({ isActive: 'maybe' }), [image(PNG)], AD_MESSAGES.activeInvalid],
      [fieldsOf({ altText: 'Feed\u0000' }), [image(PNG)], GENERIC_MESSAGES.invalidCharacters],
      [fieldsOf(), [], AD_MESSAGES.fileRequired],
      [fieldsOf(), [image(PNG), image(JPEG, 'b.jpg')], IMAGE_MESSAGES.oneFileOnly],
    ];
    const before = storedFiles();
    for (const [fields, files, message] of cases) {
      const response = await createAd(fields, files);
      expect({ fields, status: response.statusCode, body: response.json() }).toEqual({
        fields,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message },
      });
    }
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ads',
      headers: admin.headers,
      payload: { placement: 2 },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe(AD_MESSAGES.placementRequired);
    expect(storedFiles()).toEqual(before);
  });
});

describe('PUT and DELETE /api/admin/ads/{id}', () => {
  it('changes the fields and keeps the image without a file; a new file replaces and deletes the old one', async () => {
    const ad = (await createAd(fieldsOf())).json();
    const changed = await changeAd(ad.id, {
      placement: '3',
      property: '2',
      linkUrl: 'http://harness.example/',
      altText: 'Harness supplies',
      isActive: 'false',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      ...ad,
      placement: 3,
      property: 2,
      linkUrl: 'http://harness.example/',
      altText: 'Harness supplies',
      isActive: false,
    });

    const replaced = await changeAd(ad.id, fieldsOf(), [image(JPEG, 'new.jpg', 'image/jpeg')]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().imageUrl).toMatch(/\.jpg$/);
    expect(fs.existsSync(fileOf(ad.imageUrl))).toBe(false);
    expect(fs.readFileSync(fileOf(replaced.json().imageUrl))).toEqual(JPEG);
  });

  it('refuses bad fields and images on a change, keeping the ad and its image', async () => {
    const ad = (await createAd(fieldsOf())).json();
    const before = storedFiles();
    const badLink = await changeAd(ad.id, fieldsOf({ linkUrl: 'data:text/html,hi' }));
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().message).toBe(AD_MESSAGES.linkInvalid);
    expect((await changeAd(ad.id, fieldsOf(), [image(TOO_LARGE_IMAGE)])).statusCode).toBe(413);
    expect((await changeAd(ad.id, fieldsOf(), [image(Buffer.from('GIF89a'))])).statusCode).toBe(415);
    expect(storedFiles()).toEqual(before);
    expect((await adminList()).json()).toContainEqual(ad);
  });

  it('answers 404 for an unknown ad, with no file left behind', async () => {
    const before = storedFiles();
    for (const id of ['999999', 'abc', '99999999999']) {
      const changed = await changeAd(id, fieldsOf(), [image(PNG)]);
      expect(changed.statusCode, id).toBe(404);
      expect(changed.json().message).toBe(AD_MESSAGES.adNotFound);
      const removed = await removeAd(id);
      expect(removed.statusCode, id).toBe(404);
      expect(removed.json().message).toBe(AD_MESSAGES.adNotFound);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('removes the ad and its image file', async () => {
    const ad = (await createAd(fieldsOf())).json();
    const removed = await removeAd(ad.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(ad);
    expect(fs.existsSync(fileOf(ad.imageUrl))).toBe(false);
    expect((await adminList()).json().map((row: { id: number }) => row.id)).not.toContain(ad.id);
    expect((await removeAd(ad.id)).statusCode).toBe(404);
  });
});

describe('ads made in the admin area reach GET /api/ads', () => {
  it('by placement and brand (an all-brands ad on both), only while active', async () => {
    const ids = async () => {
      const [contestOne, contestTwo, emailOne] = [
        await publicIds('?placement=2&p=1'),
        await publicIds('?placement=2&p=2'),
        await publicIds('?placement=3&p=1'),
      ];
      return { contestOne, contestTwo, emailOne };
    };
    // Earlier tests' contest ads are in the lists too: compare with what they held before.
    const before = await ids();
    const thoroughbred = (await createAd(fieldsOf({ property: '1' }))).json();
    const all = (await createAd(fieldsOf({ property: '-1' }))).json();
    const harnessEmail = (await createAd(fieldsOf({ placement: '3', property: '2' }))).json();
    const after = await ids();
    expect(after.contestOne).toEqual([all.id, thoroughbred.id, ...before.contestOne]);
    expect(after.contestTwo).toEqual([all.id, ...before.contestTwo]);
    expect(after.emailOne).toEqual(before.emailOne);
    expect(await publicIds('?placement=3&p=2')).toContain(harnessEmail.id);

    await changeAd(all.id, fieldsOf({ isActive: 'false' }));
    expect(await publicIds('?placement=2&p=2')).toEqual(before.contestTwo);
    await changeAd(all.id, fieldsOf({ isActive: 'true' }));
    expect(await publicIds('?placement=2&p=2')).toEqual([all.id, ...before.contestTwo]);
  });
});
