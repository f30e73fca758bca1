import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';

const APP_JS = 'console.log("app");';
/** The offline page the service worker precaches (apps/web/public/offline.html), with the brand marker. */
const OFFLINE_TEMPLATE = '<!doctype html><title>Offline · <!--cj:brand--></title><h1><!--cj:brand--></h1>';
const SERVICE_WORKER_JS = 'self.addEventListener("fetch", () => {});';

/** A file and the .br and .gz copies the build writes beside it. */
function writeWithCompressedCopies(file: string, content: string) {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

/**
 * A built web app as React Router and the precompress plugin write it: the browser's files in client/ (hashed ones
 * under assets/), and the pages' renderer in server/index.js (fixtures/web-server-build.mjs, a small one).
 */
function builtWebApp(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-web-dist-'));
  const client = path.join(root, 'client');
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
  writeWithCompressedCopies(path.join(client, 'assets', 'index-3f9a1c.js'), APP_JS);
  fs.writeFileSync(path.join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeWithCompressedCopies(path.join(client, 'offline.html'), OFFLINE_TEMPLATE);
  writeWithCompressedCopies(path.join(client, 'sw.js'), SERVICE_WORKER_JS);
  fs.mkdirSync(path.join(root, 'server'));
  const fixture = pathToFileURL(path.resolve(__dirname, '../fixtures/web-server-build.mjs')).href;
  fs.writeFileSync(path.join(root, 'server', 'index.js'), `export * from ${JSON.stringify(fixture)};\n`);
  return root;
}

const t = useTestApp({ webRoot: builtWebApp() });

describe('the built web app', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, Brotli first, and says it varies by encoding', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: zlib.brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: zlib.gunzipSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/index-3f9a1c.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/javascript/);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString(), accept).toBe(APP_JS);
    }
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('sends a rendered page compressed as the browser accepts, never kept by a shared cache', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/contest/derby-day',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding.*host.*cookie/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<title>Contest Jockey</title>',
    );
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<title>Contest Jockey</title>');
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main');
  });

  it('chooses the encoding of a page as it chooses a precompressed file’s, for any Accept-Encoding', async () => {
    const accepts = [
      'gzip, deflate, br, zstd',
      'br;q=0.5, gzip',
      'gzip, br;q=0',
      '*',
      'deflate',
      'identity',
      '',
    ];
    for (const accept of accepts) {
      const headers = { 'accept-encoding': accept };
      const file = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js', headers });
      const page = await t.app.inject({ method: 'GET', url: '/contest/derby-day', headers });
      expect(page.headers['content-encoding'], accept).toBe(file.headers['content-encoding']);
    }
  });

  it("renders every page for the host's brand", async () => {
    const cases = [
      { host: 'cj.test', brand: 'Contest Jockey' },
      { host: 'harness.test:8080', brand: 'Harness Jockey' },
    ];
    for (const { host, brand } of cases) {
      const page = await t.app.inject({ method: 'GET', url: '/contest/derby-day', headers: { host } });
      expect(page.body, host).toContain(`<title>${brand}</title>`);
    }
  });

  it('allows the inline scripts of a rendered page by a nonce of its own answer, never reused', async () => {
    const nonces = [];
    for (let visit = 0; visit < 2; visit++) {
      const page = await t.app.inject({ method: 'GET', url: '/' });
      const nonce = /data-nonce="([^"]+)"/.exec(page.body)?.[1];
      expect(nonce).toMatch(/^[0-9a-f-]{36}$/);
      expect(String(page.headers['content-security-policy'])).toContain(`script-src 'self' 'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('renders for a visitor, or for the session of the cookie', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/' });
    expect(visitor.body).toContain('data-signed-in="false"');
    // A visitor's page may be kept by the service worker; one rendered for a session is marked so it never is.
    expect(visitor.headers['x-signed-in-page']).toBeUndefined();
    const cookie = `itmt=${'a'.repeat(43)}`;
    const withCookie = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(withCookie.body).toContain('data-signed-in="true"');
    expect(withCookie.headers['x-signed-in-page']).toBe('1');
  });

  it('answers a path no page has with the not-found page and a 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves other files with a short cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers an unknown API route with a JSON 404, not the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      statusCode: 404,
      message: 'Route GET /api/no-such-thing not found.',
    });
  });

  it("answers the web app manifest of the host's brand: name, start URL, standalone, colours and icons", async () => {
    const cases = [
      { host: 'cj.test', name: 'Contest Jockey', icon: 'thoroughbred' },
      { host: 'harness.test:8080', name: 'Harness Jockey', icon: 'harness' },
    ];
    for (const { host, name, icon } of cases) {
      const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type'], host).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control'], host).toBe('no-cache');
      expect(response.headers.vary, host).toMatch(/host/);
      expect(response.json(), host).toMatchObject({
        name,
        short_name: name,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#2D5032',
        background_color: '#FFFFFF',
      });
      const icons = response.json<{ icons: { src: string; sizes: string; purpose: string }[] }>().icons;
      expect(icons, host).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ src: `/icons/${icon}-192.png`, sizes: '192x192', purpose: 'any' }),
          expect.objectContaining({ src: `/icons/${icon}-512.png`, sizes: '512x512', purpose: 'any' }),
          expect.objectContaining({
            src: `/icons/${icon}-maskable-512.png`,
            sizes: '512x512',
            purpose: 'maskable',
          }),
        ]),
      );
    }
  });

  it('has an icon file for every icon of both manifests (the committed PNGs, at their stated sizes)', async () => {
    const publicFolder = path.resolve(__dirname, '../../../web/public');
    for (const host of ['cj.test', 'harness.test']) {
      const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host } });
      for (const icon of response.json<{ icons: { src: string; sizes: string }[] }>().icons) {
        const png = fs.readFileSync(path.join(publicFolder, icon.src));
        // A PNG's width and height are the first two numbers of its IHDR chunk, at bytes 16 and 20.
        const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
        expect(size, icon.src).toBe(icon.sizes);
      }
    }
  });

  it('serves the service worker checked on every visit, compressed as the browser accepts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SERVICE_WORKER_JS);
  });

  it("fills the offline page in for the host's brand and never serves its template", async () => {
    const cases = [
      { host: 'cj.test', brand: 'Contest Jockey' },
      { host: 'harness.test', brand: 'Harness Jockey' },
    ];
    for (const { host, brand } of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/offline.html',
        headers: { host, 'accept-encoding': 'br' },
      });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type'], host).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], host).toBe('no-cache');
      const html = zlib.brotliDecompressSync(response.rawPayload).toString();
      expect(html, host).toContain(`<h1>${brand}</h1>`);
      expect(html, host).not.toContain('<!--cj:');
    }
  });

  it('lets pages load the service worker and the manifest from the site (Content-Security-Policy)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});
