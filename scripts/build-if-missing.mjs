#!/usr/bin/env node
/**
 * `npm start`'s first step: builds the app when there is no build (a fresh clone), so
 * `npm install && npm start` is all a new user types. An existing build is used as it is: run
 * `npm run build` after changing src/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// dist-ssr/ holds the renderer the server writes search results and form answers with.
const BUILD = ['dist/index.html', 'dist/404.html', 'dist-ssr/prerender.js', 'dist-ssr/shell.html'];
if (!BUILD.every((file) => existsSync(file))) {
  console.log('No build in dist/ and dist-ssr/: running npm run build first.');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status } = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
