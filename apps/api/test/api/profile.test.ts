import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { IMAGE_MESSAGES } from '@cj/shared/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupAccount, type TestAccount } from '../accounts-helpers';
import { type FormFile, JPEG, PNG, postImageForm, TOO_LARGE_IMAGE } from '../image-fixtures';
import { useTestApp } from '../test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-profile-'));
const uploads = path.join(dataDir, 'uploads');
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const limited = useTestApp({
  env: { DATA_DIR: dataDir },
  rateLimits: { enabled: true, photoUploadsPerAccount: 2 },
});
let player: TestAccount;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  player = await signupAccount(t.app, { firstName: 'Pat', lastName: 'Player' });
});

const getProfile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/profile', headers });
const saveNames = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/profile', headers, payload });
const uploadPhoto = (headers: Record<string, string>, files: FormFile[], app = t.app) =>
  postImageForm(app, '/api/profile/photo', headers, {}, files);
const photo = (bytes: Buffer, filename = 'me.png'): FormFile => ({ filename, bytes, type: 'image/png' });
const storedFiles = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);

describe('GET /profile', () => {
  it('answers my account, no photo yet, news and offers as signup left them (off), and each kind as I turn it', async () => {
    const me = await signupAccount(t.app, { firstName: 'Robin', lastName: 'Reader' });
    expect((await getProfile(me.headers)).json()).toEqual({
      id: me.id,
      firstName: 'Robin',
      lastName: 'Reader',
      email: me.email,
      isLocked: false,
      isAdministrator: false,
      photo: null,
      emailPreferences: [
        { type: 'marketing', enabled: false },
        { type: 'contest-updates', enabled: true },
      ],
    });
    const turn = (type: string, enabled: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/email/update-preference',
        headers: me.headers,
        payload: { email: me.email.toUpperCase(), type, enabled },
      });
    expect((await turn('marketing', true)).statusCode).toBeLessThan(300);
    // Turning a kind off needs the account's own session (or the signed link of an e-mail).
    expect((await turn('contest-updates', false)).statusCode).toBeLessThan(300);
    expect((await getProfile(me.headers)).json().emailPreferences).toEqual([
      { type: 'marketing', enabled: true },
      { type: 'contest-updates', enabled: false },
    ]);
  });

  it('answers 401 without a session', async () => {
    const response = await getProfile({});
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /profile', () => {
  it('changes my names, trimmed, as GET /account then shows them', async () => {
    const response = await saveNames(player.headers, { firstName: '  Patricia ', lastName: 'Plays ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: player.id, firstName: 'Patricia', lastName: 'Plays' });
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: player.headers });
    expect(account.json()).toMatchObject({ firstName: 'Patricia', lastName: 'Plays' });
  });

  it("answers the spec's messages in order", async () => {
    const cases: [object, string][] = [
      [{}, ACCOUNT_MESSAGES.firstNameRequired],
      [{ firstName: ' ', lastName: '' }, ACCOUNT_MESSAGES.firstNameRequired],
      [{ firstName: 'Pat' }, ACCOUNT_MESSAGES.lastNameRequired],
      [{ firstName: 'Pat', lastName: '   ' }, ACCOUNT_MESSAGES.lastNameRequired],
      [{ firstName: 'Pat', lastName: 7 }, ACCOUNT_MESSAGES.lastNameRequired],
      [{ firstName: 'x'.repeat(101), lastName: 'P' }, 'First name must be at most 100 characters.'],
      [{ firstName: 'P', lastName: 'x'.repeat(101) }, 'Last name must be at most 100 characters.'],
    ];
    for (const [payload, message] of cases) {
      const response = await saveNames(player.headers, payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await saveNames({}, { firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });
});

describe('POST /profile/photo', () => {
  it('sets my photo, then replaces it and deletes the old file', async () => {
    const me = await signupAccount(t.app);
    const first = await uploadPhoto(me.headers, [photo(PNG)]);
    expect(first.statusCode).toBe(200);
    const firstPhoto: string = first.json().photo;
    expect(firstPhoto).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: firstPhoto });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);

    const second = await uploadPhoto(me.headers, [photo(JPEG, 'me.jpg')]);
    const secondPhoto: string = second.json().photo;
    expect(secondPhoto).toMatch(/\.jpg$/);
    expect(fs.existsSync(path.join(uploads, path.basename(firstPhoto)))).toBe(false);
    expect(fs.existsSync(path.join(uploads, path.basename(secondPhoto)))).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account', headers: me.headers })).json().photo,
    ).toBe(secondPhoto);
  });

  it('stores an SVG photo sanitized', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>';
    const response = await uploadPhoto(player.headers, [photo(Buffer.from(svg), 'me.svg')]);
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().photo });
    expect(served.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"></circle></svg>');
  });

  it('refuses what the image rules refuse, and keeps the photo I had', async () => {
    const me = await signupAccount(t.app);
    const kept = (await uploadPhoto(me.headers, [photo(PNG)])).json().photo;
    const before = storedFiles();
    const cases: [FormFile[], number, string][] = [
      [[], 400, IMAGE_MESSAGES.fileRequired],
      [[photo(PNG), photo(PNG, 'again.png')], 400, IMAGE_MESSAGES.oneFileOnly],
      [[photo(TOO_LARGE_IMAGE)], 413, IMAGE_MESSAGES.fileTooLarge],
      [[photo(Buffer.from('not a picture at all'))], 415, IMAGE_MESSAGES.unsupportedType],
    ];
    for (const [files, status, message] of cases) {
      const response = await uploadPhoto(me.headers, files);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }
    expect(storedFiles()).toEqual(before);
    expect((await getProfile(me.headers)).json().photo).toBe(kept);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = storedFiles();
    expect((await uploadPhoto({}, [photo(PNG)])).statusCode).toBe(401);
    expect(storedFiles()).toEqual(before);
  });

  it('limits uploads per account (429)', async () => {
    const me = await signupAccount(limited.app);
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await uploadPhoto(me.headers, [photo(PNG)], limited.app)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const someoneElse = await signupAccount(limited.app);
    expect((await uploadPhoto(someoneElse.headers, [photo(PNG)], limited.app)).statusCode).toBe(200);
  });
});
