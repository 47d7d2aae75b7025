import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cutthroat-precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Text that compresses as a bundle does: names repeated with small changes. */
const script = (n: number) =>
  Array.from({ length: n }, (_, i) => `export function seat${i}(view){return view.hands[${i % 6}];}\n`).join('');

describe('precompressDir', () => {
  it('writes a Brotli and a gzip copy beside each text file, each decoding to the file', () => {
    const js = script(400);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), js);
    writeFileSync(join(dir, 'assets', 'index-def456.css'), `.seat{color:red}\n`.repeat(200));
    const done = precompressDir(dir);
    expect(done.map((f) => f.file)).toEqual([join('assets', 'index-abc123.js'), join('assets', 'index-def456.css')]);
    const base = join(dir, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${base}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${base}.gz`)).toString()).toBe(js);
    const [first] = done;
    expect(first?.bytes).toBe(Buffer.byteLength(js));
    expect(first?.br).toBe(readFileSync(`${base}.br`).length);
    // Brotli at quality 11 beats gzip at 9 on text, and both beat the file by far.
    expect(first?.br).toBeLessThan(first?.gz ?? 0);
    expect(first?.gz).toBeLessThan(first!.bytes / 4);
  });

  it('leaves small files, source maps and other kinds of file alone', () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Cutthroat</title>');
    writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), script(400));
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4 * MIN_BYTES));
    expect(precompressDir(dir)).toEqual([]);
    for (const name of ['index.html', 'assets/index-abc123.js.map', 'assets/logo.png']) {
      expect(existsSync(join(dir, `${name}.br`)) || existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });

  it('writes no copy that would be no smaller than the file', () => {
    // Bytes that do not repeat do not compress: each copy would be a few bytes longer.
    let x = 1;
    const noise = Buffer.from(
      Array.from({ length: 4 * MIN_BYTES }, () => {
        x = (x * 1103515245 + 12345) % 2 ** 31;
        return x >>> 16;
      }),
    );
    writeFileSync(join(dir, 'assets', 'noise.txt'), noise);
    const [f] = precompressDir(dir);
    expect(f).toMatchObject({ file: join('assets', 'noise.txt'), br: null });
    expect(existsSync(join(dir, 'assets', 'noise.txt.br'))).toBe(false);
  });
});
