import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadRenderer, type Renderer } from '../../../server/pages/loadRenderer';
import { loadSite, type Site } from '../../../server/site/loadSite';
import { removeFakeBuild, writeFakeBuild } from './fakeBuild';

const ROOT = join(import.meta.dirname, '../../..');
/** Written last, so a folder that has it holds a whole renderer. */
const SHELL = 'shell.html';
/** Written instead when the build failed: what Vite said. */
const FAILED = 'failed.txt';
/** How long a file waits for another worker's build (about 6 s quiet, several times that on a busy CI). */
const WAIT_MS = 170_000;

/**
 * The app's real renderer, built as `npm run build` builds it (`vite build --ssr src/app/prerender.tsx`),
 * with the source index.html as its page shell (the build's shell differs only by the bundle's file names
 * and its stylesheet inlined). Built once per test run, into the folder globalSetup names (and removes at
 * the end): the first file to ask builds it, a file in another worker that asks meanwhile waits for it.
 * Call in beforeAll, with a timeout of three minutes.
 */
export function testRenderer(): Promise<Renderer> {
  return loadRenderer(builtRenderer(inject('rendererDir')));
}

/**
 * For the tests of the file (or block) that calls it: a fake build's site with the app's real renderer,
 * handed to `given` before them (the first in a run waits for the build); the fake build is removed after.
 */
export function realRendererOnFakeBuild(given: (built: { site: Site; renderer: Renderer }) => void) {
  let dist: string | undefined;
  beforeAll(async () => {
    dist = writeFakeBuild();
    given({ site: loadSite(dist), renderer: await testRenderer() });
  }, 180_000);
  afterAll(() => {
    if (dist) removeFakeBuild(dist);
  });
}

function builtRenderer(dir: string): string {
  if (existsSync(join(dir, SHELL))) return dir;
  try {
    mkdirSync(dir); // the folder is the lock: only one worker makes it
  } catch {
    return awaitedBuild(dir);
  }
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/app/prerender.tsx', '--outDir', dir, '--logLevel', 'error'],
    // Vitest sets NODE_ENV=test, with which Vite would build React's development JSX.
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) {
    writeFileSync(join(dir, FAILED), build.stderr);
    throw new Error(`the renderer did not build:\n${build.stderr}`);
  }
  copyFileSync(join(ROOT, 'index.html'), join(dir, `${SHELL}.part`));
  renameSync(join(dir, `${SHELL}.part`), join(dir, SHELL));
  return dir;
}

/** Blocks this worker (its file has nothing to do meanwhile) until the build in another one ends. */
function awaitedBuild(dir: string): string {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(join(dir, SHELL))) return dir;
    if (existsSync(join(dir, FAILED)))
      throw new Error(`the renderer did not build:\n${readFileSync(join(dir, FAILED), 'utf8')}`);
    Atomics.wait(pause, 0, 0, 200);
  }
  throw new Error(`the renderer was not built within ${WAIT_MS / 1000} s`);
}
