import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/lib/address-policy';
import { type HtmlCardAdapter, htmlAdapterFor } from '../../src/modules/race-cards/html-adapters';
import {
  DEFAULT_FETCH_LIMITS,
  FetchCutOffError,
  FetchError,
  fetchWithLimits,
} from '../../src/modules/race-cards/url-fetch';
import { startCardServer } from '../fixtures/race-cards/card-server';

let server: Awaited<ReturnType<typeof startCardServer>>;

beforeAll(async () => {
  server = await startCardServer({
    '/hang': { hang: true },
    '/stall': { headers: { 'content-type': 'application/zip' }, body: 'PK', stall: true },
    '/trickle/chunked': { body: 'breed,track\n'.repeat(10), trickle: { pieceBytes: 12, everyMs: 40 } },
    '/trickle/close': {
      body: 'breed,track\n'.repeat(10),
      trickle: { pieceBytes: 12, everyMs: 40, closeDelimited: true },
    },
    '/card.csv': { headers: { 'content-type': 'text/csv' }, body: 'breed,track\n' },
    '/to-metadata': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
    '/to-zone': { status: 302, headers: { location: 'http://[fe80::1%25eth0]/card.csv' } },
  });
});

afterAll(async () => {
  await server?.close();
});

const production = { ...DEFAULT_FETCH_LIMITS, allowPrivateAddresses: false };
const tests = { ...DEFAULT_FETCH_LIMITS, allowPrivateAddresses: true };

describe('which addresses a fetch may reach', () => {
  it('refuses loopback, private, link-local, shared, reserved and IPv4-wrapping IPv6 addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '::127.0.0.1',
      '::7f00:1',
      '::10.0.0.1',
      '::8.8.8.8',
      '::ffff:0:8.8.8.8',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('allows public addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('fetchWithLimits', () => {
  it('reads a body and its content type', async () => {
    const fetched = await fetchWithLimits(server.url('/card.csv'), tests);
    expect(fetched.contentType).toBe('text/csv');
    expect(fetched.bytes.toString()).toBe('breed,track\n');
    expect(fetched.url.pathname).toBe('/card.csv');
  });

  it('refuses private and link-local literals before connecting anywhere', async () => {
    for (const url of [
      'http://10.0.0.1/card.zip',
      'http://169.254.169.254/',
      'http://[fd00::1]/x',
      'http://0.0.0.0/',
    ]) {
      await expect(fetchWithLimits(url, production), url).rejects.toThrow(FetchError);
    }
  });

  it('re-checks each redirect: a hop from the allowed test server to the metadata address is refused', async () => {
    await expect(fetchWithLimits(server.url('/to-metadata'), tests)).rejects.toThrow(
      '169.254.169.254 is a private or local address, which is not fetched.',
    );
  });

  it('lets tests reach loopback only: other private ranges stay refused', async () => {
    for (const url of ['http://10.0.0.1/card.zip', 'http://192.168.0.1/', 'http://[fd00::1]/x']) {
      await expect(fetchWithLimits(url, tests), url).rejects.toThrow('is a private or local address');
    }
  });

  it('gives up when the server does not answer in time', async () => {
    await expect(fetchWithLimits(server.url('/hang'), { ...tests, timeoutMs: 200 })).rejects.toThrow(
      `127.0.0.1:${server.port} did not answer within 0.2 seconds.`,
    );
  });

  it('refuses an answer the deadline cut off, with or without chunks, never handing back its first part', async () => {
    for (const path of ['/stall', '/trickle/chunked', '/trickle/close']) {
      const cutOff = fetchWithLimits(server.url(path), { ...tests, timeoutMs: 200 });
      await expect(cutOff, path).rejects.toThrow(FetchCutOffError);
      await expect(cutOff, path).rejects.toThrow(
        `127.0.0.1:${server.port} did not send its whole answer within 0.2 seconds.`,
      );
    }
    // Given the time, the same answers arrive whole.
    for (const path of ['/trickle/chunked', '/trickle/close']) {
      const whole = await fetchWithLimits(server.url(path), tests);
      expect(whole.bytes.toString(), path).toBe('breed,track\n'.repeat(10));
    }
  });

  it('refuses an address it cannot parse (an IPv6 zone id) and a redirect to one, as a FetchError', async () => {
    await expect(fetchWithLimits('http://[fe80::1%25eth0]/card.csv', production)).rejects.toThrow(
      'the address is not valid.',
    );
    await expect(fetchWithLimits(server.url('/to-zone'), tests)).rejects.toThrow(
      `127.0.0.1:${server.port} redirected to an address that is not valid.`,
    );
  });

  it('refuses addresses with a user name or password, and other protocols', async () => {
    await expect(
      fetchWithLimits(`http://user:secret@127.0.0.1:${server.port}/card.csv`, tests),
    ).rejects.toThrow('addresses with a user name or password are not fetched.');
    await expect(fetchWithLimits('file:///etc/passwd', tests)).rejects.toThrow(
      'file addresses are not fetched; use http or https.',
    );
  });
});

describe('HTML page readers', () => {
  const reader: HtmlCardAdapter = { hosts: ['entries.example.com'], read: () => [] };

  it('are found by host or subdomain, and none is registered for other sites', () => {
    expect(htmlAdapterFor('entries.example.com', [reader])).toBe(reader);
    expect(htmlAdapterFor('WWW.Entries.Example.com', [reader])).toBe(reader);
    expect(htmlAdapterFor('notentries.example.com', [reader])).toBeUndefined();
    expect(htmlAdapterFor('entries.example.com')).toBeUndefined();
  });
});
