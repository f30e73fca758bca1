import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';

/** A built web app as Vite writes it: index.html, and hashed files under assets/. */
function builtWebApp(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-web-dist-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Contest Jockey</title>');
  fs.writeFileSync(path.join(root, 'assets', 'index-3f9a1c.js'), 'console.log("app");');
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it('serves other files with a short cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a client route with index.html, never cached without checking', async () => {
    for (const url of ['/', '/contest/derby-day', '/admin/tracks?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Contest Jockey</title>');
    }
  });

  it('answers an unknown API route with a JSON 404, not the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      statusCode: 404,
      message: 'Route GET /api/no-such-thing not found.',
    });
  });
});
