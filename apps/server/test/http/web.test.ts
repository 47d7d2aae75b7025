import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../src/testing/harness.js';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../../src/http/web.js';

const PAGE = '<!doctype html><title>Cutthroat</title><script type="module" src="/assets/index-abc123.js"></script>';
const SCRIPT = Array.from({ length: 500 }, (_, i) => `export const seat${i} = (v) => v.hands[${i % 6}];\n`).join('');

let web: string;
let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  // A built client as apps/web's build leaves it: the page, a hashed script and its compressed copies.
  web = mkdtempSync(join(tmpdir(), 'cutthroat-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), PAGE);
  const script = join(web, 'assets', 'index-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  server = await testServer({ webDir: web });
});
afterAll(async () => {
  await server.cleanup();
  rmSync(web, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the headers given: `fetch` would ask for, and undo, compression itself. */
function raw(path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('the browser client', () => {
  it('is sent as the Brotli copy to a browser that takes it, kept for good', async () => {
    const r = await raw('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(r.headers['vary']).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    expect(r.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(r.body).toString()).toBe(SCRIPT);
  });

  it('is sent as the gzip copy to one that takes only gzip, and as itself to one that takes neither', async () => {
    const gz = await raw('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    for (const asked of [undefined, 'identity']) {
      const plain = await raw('/assets/index-abc123.js', asked);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(SCRIPT);
      expect(plain.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    }
  });

  it('serves the page at its own routes, checked again on every visit, with the security headers', async () => {
    for (const path of ['/', '/m/some-match', '/r/some-match']) {
      const r = await raw(path, 'gzip, br');
      expect(r.status).toBe(200);
      expect(r.body.toString()).toBe(PAGE);
      expect(r.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('answers a HEAD at the routes of the page as its GET, without the body', async () => {
    for (const path of ['/', '/m/some-match']) {
      const r = await fetch(`${server.url}${path}`, { method: 'HEAD' });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      expect(r.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(await r.text()).toBe('');
    }
  });

  it('answers a file that is not there with a 404, not with the page', async () => {
    const r = await raw('/assets/index-000000.js', 'br');
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body.toString())).toMatchObject({ error: { code: 'http/not-found' } });
  });
});
