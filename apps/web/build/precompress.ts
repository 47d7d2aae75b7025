import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * What a browser loads as text: the page, its scripts and styles. Source maps are left alone: only
 * a developer's tools fetch them.
 */
const COMPRESSIBLE = /\.(?:html|js|css|svg|json|txt)$/;

/** Under about a packet, a compressed copy saves less than the request's headers weigh. */
export const MIN_BYTES = 1024;

/** One file and the sizes of the copies written beside it (null: not written, as no smaller). */
export interface Precompressed {
  readonly file: string;
  readonly bytes: number;
  readonly br: number | null;
  readonly gz: number | null;
}

/**
 * Write `name.br` (Brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of `dir`
 * of at least MIN_BYTES, once at build time, so that the server sends the smallest copy the browser
 * accepts without compressing anything per request (it serves them with `preCompressed`). A copy
 * that would not be smaller is not written; the server then sends the file itself.
 */
export function precompressDir(dir: string): Precompressed[] {
  const done: Precompressed[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    done.push({
      file: relative(dir, path),
      bytes: data.length,
      br: keepIfSmaller(`${path}.br`, br, data.length),
      gz: keepIfSmaller(`${path}.gz`, gz, data.length),
    });
  }
  return done.sort((a, b) => a.file.localeCompare(b.file));
}

function keepIfSmaller(path: string, copy: Buffer, original: number): number | null {
  if (copy.length >= original) return null;
  writeFileSync(path, copy);
  return copy.length;
}

/** The Vite plugin: precompress the build's output once it is written. */
export function precompress(): Plugin {
  return {
    name: 'cutthroat:precompress',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      for (const f of precompressDir(options.dir)) {
        const kb = (n: number | null) => (n === null ? '-' : `${(n / 1024).toFixed(1)} kB`);
        this.info(`${f.file}: ${kb(f.bytes)}, brotli ${kb(f.br)}, gzip ${kb(f.gz)}`);
      }
    },
  };
}
