import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string | Buffer>) {
  dir = mkdtempSync(join(tmpdir(), 'cgn-precompress-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
}

describe('scripts/precompress.mjs', () => {
  const text = 'Plain-language guides to government services. '.repeat(50);

  it('writes a .br and a .gz copy that decompress to the file, in every folder', () => {
    build({ 'index.html': text, 'assets/app-1.js': text, 'documents/nin/index.html': text });
    expect(precompress(dir)).toBe(3);
    for (const file of ['index.html', 'assets/app-1.js', 'documents/nin/index.html']) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString()).toBe(text);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString()).toBe(text);
    }
  });

  it('leaves out tiny files, images, dot-folders, and copies that would not be smaller', () => {
    build({
      'tiny.txt': 'hi',
      'icon.png': text,
      '.vite/manifest.json': text,
      'noise.txt': randomBytes(4000),
    });
    precompress(dir);
    for (const file of ['tiny.txt', 'icon.png', '.vite/manifest.json', 'noise.txt'])
      expect(existsSync(join(dir, `${file}.br`)) || existsSync(join(dir, `${file}.gz`))).toBe(false);
  });

  it('removes an old copy when the file has become too small to compress', () => {
    build({ 'index.html': text });
    precompress(dir);
    writeFileSync(join(dir, 'index.html'), 'short');
    precompress(dir);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
  });
});
