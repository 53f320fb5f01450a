import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { contentSecurityPolicy } from '../../scripts/csp.mjs';

/** One file of the build, held in memory with its precompressed copies. */
export interface SiteFile {
  type: string;
  cacheControl: string;
  /** The page's own Content-Security-Policy (its inline scripts' hashes); HTML only. */
  csp: string | undefined;
  bodies: Partial<Record<Encoding, Body>> & { identity: Body };
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of a file: its bytes (their own ArrayBuffer, as a Response body wants) and ETag. */
export interface Body {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** The built site: each address it answers, and the not-found page. */
export interface Site {
  files: Map<string, SiteFile>;
  notFound: SiteFile;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
// Vite names every file under assets/ by its content's hash: a changed file is a new address.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (pages, sw.js, manifest) may change with a build: the browser asks each time (ETag).
const REVALIDATE = 'no-cache';
const PRECOMPRESSED: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

/**
 * Reads the whole build (dist/) into memory once, at start: each file, its .br and .gz copies written by
 * scripts/precompress.mjs, its ETag and headers. Requests then never touch the disk, which is what makes
 * the serving fast and path tricks (`..`, encoded slashes) harmless: only addresses found here exist.
 * A folder's index.html answers for the folder's address, with and without the trailing slash.
 */
export function loadSite(distDir: string): Site {
  const noBuild = () =>
    new Error(`no build in ${distDir} (index.html, 404.html): run npm run build, or set DIST_DIR to one.`);
  if (!existsSync(join(distDir, 'index.html'))) throw noBuild();
  const files = new Map<string, SiteFile>();
  for (const path of walk(distDir)) {
    if (PRECOMPRESSED[extname(path)]) continue;
    const address = `/${relative(distDir, path).split(sep).join('/')}`;
    const file = readSiteFile(path, address);
    files.set(address, file);
    if (address.endsWith('/index.html')) {
      const folder = address.slice(0, -'index.html'.length);
      files.set(folder, file);
      if (folder !== '/') files.set(folder.slice(0, -1), file);
    }
  }
  const notFound = files.get('/404.html');
  if (!notFound) throw noBuild();
  return { files, notFound };
}

function readSiteFile(path: string, address: string): SiteFile {
  const identity = readFileSync(path);
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  const bodies: SiteFile['bodies'] = { identity: variant(identity, '') };
  for (const [suffix, encoding] of Object.entries(PRECOMPRESSED))
    if (existsSync(path + suffix)) bodies[encoding] = variant(readFileSync(path + suffix), `-${encoding}`);
  return {
    type,
    cacheControl: address.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    csp:
      extname(path) === '.html'
        ? contentSecurityPolicy(identity.toString('utf8'), { header: true })
        : undefined,
    bodies,
  };
}

// Each encoding is its own representation, so each gets its own ETag (RFC 9110 §8.8.3).
function variant(bytes: Buffer, suffix: string): Body {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  return { body: new Uint8Array(bytes), etag: `"${hash}${suffix}"` };
}

/** Every file under `dir`, skipping dot-folders and dot-files (Vite's .vite/manifest.json is not public). */
function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}
