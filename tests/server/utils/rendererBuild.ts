import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * The app's real renderer, built as `npm run build` builds it (`vite build --ssr src/app/prerender.tsx`)
 * into a temporary folder, with the source index.html as its page shell (the build's shell differs only
 * by the bundle's file names and its stylesheet inlined). About 6 s on a quiet machine. Returns the
 * folder, for SSR_DIR or loadRenderer.
 */
export function buildRenderer(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cgn-ssr-'));
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--ssr',
      'src/app/prerender.tsx',
      '--outDir',
      dir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    // Vitest sets NODE_ENV=test, with which Vite would build React's development JSX.
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error(`the renderer did not build:\n${build.stderr}`);
  copyFileSync(join(ROOT, 'index.html'), join(dir, 'shell.html'));
  return dir;
}
