import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupAdministrator, type TestAccount } from '../accounts-helpers';
import { imageFormBody, PNG } from '../image-fixtures';
import { useTestApp } from '../test-app';

/** Every line the server logs, parsed (pino writes one JSON object a line). */
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-ads-log-'));
const t = useTestApp({ env: { DATA_DIR: dataDir }, logger: { level: 'info', stream } });
let admin: TestAccount;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  const body = await imageFormBody(fields, method === 'POST' ? [{ filename: 'a.png', bytes: PNG }] : []);
  return t.app.inject({ method, url, headers: { ...admin.headers, ...body.headers }, payload: body.payload });
}

const changes = () => lines.filter((line) => typeof line.audit === 'string');

describe('ad changes are recorded with the administrator who made them', () => {
  it('logs each creation, change and removal, and nothing for a refused one', async () => {
    const fields = {
      placement: '2',
      property: '1',
      linkUrl: 'https://a.example/',
      altText: 'A',
      isActive: 'true',
    };
    const created = (await send('POST', '/api/admin/ads', fields)).json();
    await send('PUT', `/api/admin/ads/${created.id}`, { ...fields, isActive: 'false' });
    await send('PUT', `/api/admin/ads/${created.id}`, { ...fields, linkUrl: 'javascript:x' });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/ads/${created.id}`, headers: admin.headers });

    // The administrator is named by account id: e-mail addresses never reach the logs (decision 055).
    const who = { accountId: admin.id, email: '[email]', adId: created.id, placement: 2 };
    expect(changes()).toEqual([
      expect.objectContaining({
        audit: 'ad created',
        ...who,
        msg: `administrator [email] created ad ${created.id}`,
      }),
      expect.objectContaining({ audit: 'ad updated', ...who }),
      expect.objectContaining({ audit: 'ad deleted', ...who }),
    ]);
  });
});
