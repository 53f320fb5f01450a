#!/usr/bin/env node
/**
 * Writes a .br and a .gz copy beside every text file of the build (the last step of `npm run build`), so
 * the server sends compressed files without compressing on each request: at the highest levels, which
 * would be far too slow per request. A copy that is not smaller than the file is not written.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.xml', '.txt']);
// Below this, a compressed copy saves less than the headers that announce it.
const MIN_BYTES = 512;

/** Compresses the text files under `dir` (dot-folders excepted); returns how many files it compressed. */
export function precompress(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) count += precompress(path);
    else if (TEXT.has(extname(entry.name))) count += compressFile(path) ? 1 : 0;
  }
  return count;
}

function compressFile(path) {
  const body = readFileSync(path);
  const copies = {
    '.br': () =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    '.gz': () => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
  };
  let written = false;
  for (const [suffix, compress] of Object.entries(copies)) {
    // A copy left from an earlier build of a changed file must not outlive it.
    rmSync(path + suffix, { force: true });
    if (body.length < MIN_BYTES) continue;
    const compressed = compress();
    if (compressed.length >= body.length) continue;
    writeFileSync(path + suffix, compressed);
    written = true;
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const count = precompress(process.argv[2] ?? 'dist');
  console.log(`precompress: ${count} files, ${Math.round(performance.now() - started)} ms`);
}
