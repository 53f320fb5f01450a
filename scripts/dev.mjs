#!/usr/bin/env node
/**
 * `npm run dev`: the front end with hot reload (Vite, http://localhost:5173) and, behind it, the real
 * server's API (`/api`, `/healthz`, proxied by vite.config.ts) on API_PORT (3001), restarted when a file
 * under server/ changes. The server needs a build to start: one is made first if there is none.
 * Stopping this (Ctrl-C) stops both.
 */
import { spawn, spawnSync } from 'node:child_process';

const API_PORT = process.env.API_PORT ?? '3001';
const built = spawnSync(process.execPath, ['scripts/build-if-missing.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = [
  spawn(
    process.execPath,
    ['--watch-path=server', '--watch-path=src/shared', '--import', 'tsx', 'server/main.ts'],
    {
      env: { ...process.env, PORT: API_PORT },
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...process.argv.slice(2)], {
    env: { ...process.env, API_URL: `http://127.0.0.1:${API_PORT}` },
    stdio: 'inherit',
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// One of them ending (a crash, a port in use) ends the other: half a dev server only confuses.
for (const child of children)
  child.once('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
