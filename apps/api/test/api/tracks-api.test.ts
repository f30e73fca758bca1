import { TRACK_MESSAGES } from '@cj/shared/tracks';
import { describe, expect, it } from 'vitest';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();

const addTrack = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/tracks', headers, payload });

let codeSequence = 0;
const freshCode = () => `Q${process.pid % 1000}${codeSequence++}`.slice(0, 8);

describe('GET /api/tracks', () => {
  it('is public and lists tracks by name, each with its code and timezone', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    for (const [code, name, timezone] of [
      ['ZB', 'Zephyr Bay', 'America/Chicago'],
      ['AL', 'Alder Lane', 'America/New_York'],
      ['MM', 'Maple Meadows', 'America/Los_Angeles'],
    ]) {
      expect((await addTrack(admin.headers, { code, name, timezone })).statusCode).toBe(201);
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/tracks' });
    expect(response.statusCode).toBe(200);
    const names = response.json().map((track: { name: string }) => track.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(response.json()).toContainEqual({
      id: expect.any(Number),
      code: 'MM',
      name: 'Maple Meadows',
      timezone: 'America/Los_Angeles',
    });
  });
});

describe('GET /api/timezones', () => {
  it('is public and lists IANA names, sorted, with UTC', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/timezones' });
    expect(response.statusCode).toBe(200);
    const zones: string[] = response.json();
    expect(zones).toContain('America/New_York');
    expect(zones).toContain('UTC');
    expect(zones).toEqual([...zones].sort());
  });
});

describe('POST /api/tracks', () => {
  it('is for administrators: 401 anonymous, 403 for a player', async () => {
    const payload = { code: freshCode(), name: 'Nowhere Downs', timezone: 'UTC' };
    expect((await t.app.inject({ method: 'POST', url: '/api/tracks', payload })).statusCode).toBe(401);
    const player = await signupAccount(t.app);
    expect((await addTrack(player.headers, payload)).statusCode).toBe(403);
  });

  it('adds a track with its code upper-cased and answers 201', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const response = await addTrack(admin.headers, {
      code: ' kee1 ',
      name: ' Keeneland Test ',
      timezone: 'America/New_York',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      code: 'KEE1',
      name: 'Keeneland Test',
      timezone: 'America/New_York',
    });
  });

  it('answers the spec messages in order, then the code and timezone rules', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const cases: [object, string][] = [
      [{}, TRACK_MESSAGES.codeRequired],
      [{ code: '  ', name: 'X', timezone: 'UTC' }, TRACK_MESSAGES.codeRequired],
      [{ code: 'AB', timezone: 'UTC' }, TRACK_MESSAGES.nameRequired],
      [{ code: 'AB', name: ' ', timezone: 'UTC' }, TRACK_MESSAGES.nameRequired],
      [{ code: 'AB', name: 'X' }, TRACK_MESSAGES.timezoneRequired],
      [{ code: 'AB', name: 'X', timezone: '' }, TRACK_MESSAGES.timezoneRequired],
      [{ code: 'TOOLONGCODE', name: 'X', timezone: 'UTC' }, TRACK_MESSAGES.codeInvalid],
      [{ code: 'A-B', name: 'X', timezone: 'UTC' }, TRACK_MESSAGES.codeInvalid],
      [{ code: 'AB', name: 'X', timezone: 'Mars/Olympus_Mons' }, TRACK_MESSAGES.timezoneInvalid],
      [{ code: 'AB', name: 'X', timezone: 'EST' }, TRACK_MESSAGES.timezoneInvalid],
      [{ code: 'AB', name: 'X', timezone: '+05:00' }, TRACK_MESSAGES.timezoneInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await addTrack(admin.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('stores an older IANA link under its canonical name', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const response = await addTrack(admin.headers, {
      code: freshCode(),
      name: 'Linked',
      timezone: 'US/Eastern',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().timezone).toBe('America/New_York');
  });

  it('refuses a code already taken, whatever its case: 409', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const code = freshCode();
    expect((await addTrack(admin.headers, { code, name: 'First', timezone: 'UTC' })).statusCode).toBe(201);
    const again = await addTrack(admin.headers, {
      code: code.toLowerCase(),
      name: 'Second',
      timezone: 'UTC',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TRACK_MESSAGES.codeTaken);
  });
});
