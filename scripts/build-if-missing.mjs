#!/usr/bin/env node
/**
 * `npm start`'s first step: builds the browser app when dist/ holds no build (a fresh clone), so
 * `npm install && npm start` is all a new user types. An existing build is used as it is: run
 * `npm run build` after changing src/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/index.html') || !existsSync('dist/404.html')) {
  console.log('No build in dist/: running npm run build first.');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status } = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
