import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_MESSAGES } from '@cj/shared/images';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { SPONSOR_MESSAGES } from '@cj/shared/sponsors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsors } from '../../src/db/schema/contests';
import { signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  type FormFile,
  JPEG,
  LARGEST_IMAGE,
  PNG,
  postImageForm,
  TOO_LARGE_IMAGE,
  WEBP,
} from '../image-fixtures';
import { useTestApp } from '../test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-sponsors-'));
const uploads = path.join(dataDir, 'uploads');
const t = useTestApp({ env: { DATA_DIR: dataDir } });
let admin: TestAccount;
let contest: Awaited<ReturnType<typeof insertContest>>;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  contest = await insertContest(t.database.db, { name: 'Sponsored Stakes' });
});

const addSponsor = (fields: Record<string, string>, files: FormFile[], slug = contest.slug) =>
  postImageForm(t.app, `/api/contest/${slug}/sponsor`, admin.headers, fields, files);

const logo = (bytes: Buffer, filename = 'logo.png', type = 'image/png'): FormFile => ({
  filename,
  bytes,
  type,
});

const storedFiles = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
const fileOf = (logoUrl: string) => path.join(uploads, path.basename(logoUrl));

describe('POST /contest/{id}/sponsor', () => {
  it('adds a sponsor with a PNG logo stored under a generated name and served with a long cache life', async () => {
    const response = await addSponsor({ name: 'Acme Feed', layoutOrder: '2' }, [logo(PNG, 'acme.png')]);
    expect(response.statusCode).toBe(201);
    const sponsor = response.json();
    expect(sponsor).toEqual({
      id: expect.any(Number),
      name: 'Acme Feed',
      layoutOrder: 2,
      logo: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
    });
    expect(fs.readFileSync(fileOf(sponsor.logo))).toEqual(PNG);

    const served = await t.app.inject({ method: 'GET', url: sponsor.logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('accepts JPEG and WebP logos, each stored and served as its own type', async () => {
    for (const [bytes, extension, type] of [
      [JPEG, 'jpg', 'image/jpeg'],
      [WEBP, 'webp', 'image/webp'],
    ] as const) {
      // The name and the declared type say PNG: only the bytes count.
      const response = await addSponsor({ name: `Sponsor ${extension}`, layoutOrder: '0' }, [logo(bytes)]);
      expect(response.statusCode).toBe(201);
      expect(response.json().logo).toMatch(new RegExp(`\\.${extension}$`));
      const served = await t.app.inject({ method: 'GET', url: response.json().logo });
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload).toEqual(bytes);
    }
  });

  it('stores an SVG logo without its script, event handlers, foreignObject and outside references', async () => {
    const svg = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">&xxe;</div></foreignObject>
  <a href="javascript:alert(3)"><rect width="10" height="10" fill="#009849" onclick="alert(4)"/></a>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#logo"/>
  <style>@import url(https://evil.example/font.css);</style>
  <circle cx="5" cy="5" r="2" style="fill: url(https://evil.example/x)" fill="url(#fade)"/>
</svg>`;
    const response = await addSponsor({ name: 'Vector Farms', layoutOrder: '1' }, [
      logo(Buffer.from(svg), 'vector.svg', 'image/svg+xml'),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().logo).toMatch(/\.svg$/);
    const stored = fs.readFileSync(fileOf(response.json().logo), 'utf8');
    for (const gone of [
      'script',
      'alert',
      'onload',
      'onclick',
      'foreignObject',
      'evil.example',
      'xxe',
      'ENTITY',
    ]) {
      expect(stored).not.toContain(gone);
    }
    expect(stored).toContain('<rect width="10" height="10" fill="#009849">');
    expect(stored).toContain('fill="url(#fade)"');

    const served = await t.app.inject({ method: 'GET', url: response.json().logo });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toBe(stored);
  });

  it('accepts a logo of exactly 2 MB and refuses one byte more (413)', async () => {
    const largest = await addSponsor({ name: 'Big', layoutOrder: '3' }, [logo(LARGEST_IMAGE)]);
    expect(largest.statusCode).toBe(201);
    const before = storedFiles();
    const tooLarge = await addSponsor({ name: 'Bigger', layoutOrder: '3' }, [logo(TOO_LARGE_IMAGE)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: IMAGE_MESSAGES.fileTooLarge,
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses bytes that are no image even when named .png and declared image/png (415)', async () => {
    const before = storedFiles();
    for (const bytes of [
      Buffer.from('GIF89a not accepted'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00 an executable'),
      Buffer.from('<?xml version="1.0"?><notsvg/>'),
    ]) {
      const response = await addSponsor({ name: 'Fake', layoutOrder: '1' }, [logo(bytes, 'fake.png')]);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(IMAGE_MESSAGES.unsupportedType);
    }
    expect(storedFiles()).toEqual(before);
  });

  it("answers the spec's messages in order: name, layout order, file", async () => {
    const cases: [Record<string, string>, FormFile[], string][] = [
      [{ layoutOrder: '1' }, [logo(PNG)], SPONSOR_MESSAGES.nameRequired],
      [{ name: '   ', layoutOrder: '1' }, [], SPONSOR_MESSAGES.nameRequired],
      [{ name: 'Acme' }, [logo(PNG)], SPONSOR_MESSAGES.layoutOrderRequired],
      [{ name: 'Acme', layoutOrder: ' ' }, [], SPONSOR_MESSAGES.layoutOrderRequired],
      [{ name: 'Acme', layoutOrder: 'first' }, [logo(PNG)], SPONSOR_MESSAGES.layoutOrderInvalid],
      [{ name: 'Acme', layoutOrder: '-1' }, [logo(PNG)], SPONSOR_MESSAGES.layoutOrderInvalid],
      [{ name: 'Acme', layoutOrder: '1.5' }, [logo(PNG)], SPONSOR_MESSAGES.layoutOrderInvalid],
      [{ name: 'Acme', layoutOrder: '1' }, [], SPONSOR_MESSAGES.fileRequired],
      [{ name: 'Acme', layoutOrder: '1' }, [logo(Buffer.alloc(0), '')], SPONSOR_MESSAGES.fileRequired],
      [{ name: 'Acme', layoutOrder: '1' }, [logo(PNG), logo(JPEG, 'b.jpg')], SPONSOR_MESSAGES.oneFileOnly],
      [{ name: 'x'.repeat(101), layoutOrder: '1' }, [logo(PNG)], 'Name must be at most 100 characters.'],
    ];
    const before = storedFiles();
    for (const [fields, files, message] of cases) {
      const response = await addSponsor(fields, files);
      expect({ fields, status: response.statusCode, body: response.json() }).toEqual({
        fields,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message },
      });
    }
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a body that is not multipart with the first field's message", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/contest/${contest.slug}/sponsor`,
      headers: admin.headers,
      payload: { name: 'Acme', layoutOrder: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SPONSOR_MESSAGES.nameRequired);
  });

  it('refuses too many fields and an unreadable body', async () => {
    const fields = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x']));
    const crowded = await addSponsor({ name: 'Acme', layoutOrder: '1', ...fields }, [logo(PNG)]);
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().message).toBe(IMAGE_MESSAGES.tooManyFields);

    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/contest/${contest.slug}/sponsor`,
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(IMAGE_MESSAGES.uploadUnreadable);
  });

  it("answers 404 'Contest not found.' for an unknown contest", async () => {
    const response = await addSponsor({ name: 'Acme', layoutOrder: '1' }, [logo(PNG)], 'no-such-contest');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(PLAYER_MESSAGES.contestNotFound);
  });

  it('lists sponsors publicly in layout order, by id or slug', async () => {
    const other = await insertContest(t.database.db);
    const add = (name: string, layoutOrder: string) =>
      addSponsor({ name, layoutOrder }, [logo(PNG)], other.slug);
    await add('Third', '9');
    await add('First', '0');
    await add('Second', '4');
    for (const id of [other.slug, String(other.id)]) {
      const list = await t.app.inject({ method: 'GET', url: `/api/contest/${id}/sponsor` });
      expect(list.json().map((sponsor: { name: string }) => sponsor.name)).toEqual([
        'First',
        'Second',
        'Third',
      ]);
    }
  });
});

describe('DELETE /contest/{id}/sponsor/{sponsorId}', () => {
  it('removes the sponsor and its logo file, and answers the removed sponsor', async () => {
    const added = (await addSponsor({ name: 'Short Lived', layoutOrder: '5' }, [logo(PNG)])).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/contest/${contest.id}/sponsor/${added.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(added);
    expect(fs.existsSync(fileOf(added.logo))).toBe(false);
    expect(await t.database.db.select().from(sponsors).where(eq(sponsors.id, added.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: added.logo })).statusCode).toBe(404);
  });

  it("answers 404 'Sponsor not found.' for a sponsor that is gone, of another contest, or not a number", async () => {
    const other = await insertContest(t.database.db);
    const added = (await addSponsor({ name: 'Elsewhere', layoutOrder: '1' }, [logo(PNG)], other.slug)).json();
    for (const url of [
      `/api/contest/${contest.slug}/sponsor/${added.id}`,
      `/api/contest/${contest.slug}/sponsor/99999999`,
      `/api/contest/${contest.slug}/sponsor/abc`,
    ]) {
      const response = await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SPONSOR_MESSAGES.sponsorNotFound);
    }
    expect(fs.existsSync(fileOf(added.logo))).toBe(true);
    const unknownContest = await t.app.inject({
      method: 'DELETE',
      url: `/api/contest/no-such-contest/sponsor/${added.id}`,
      headers: admin.headers,
    });
    expect(unknownContest.json().message).toBe(PLAYER_MESSAGES.contestNotFound);
  });
});

describe('GET /uploads/{name}', () => {
  it('serves only names the store generates: 404 for anything else', async () => {
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    fs.writeFileSync(path.join(uploads, 'planted.html'), '<script>alert(1)</script>');
    for (const url of [
      '/uploads/planted.html',
      '/uploads/..%2Fsecret.txt',
      '/uploads/%2E%2E%2Fsecret.txt',
      '/uploads/00000000-0000-0000-0000-000000000000.png',
      '/uploads/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('<script>');
    }
  });
});
